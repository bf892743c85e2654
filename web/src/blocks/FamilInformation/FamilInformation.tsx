import { getSite } from '@travel/config'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import { useSite } from '@/site/SiteContext'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { NoFamilOpen } from './NoFamilOpen'
import { Card, Facts, Title } from './styles'
import { formatTravelDate } from './travelDate'

// The two buttons load apart from the page and hydrate as they come into view (a click on a
// button not yet live would be lost); the dialogs they open load when first reached for.
export const FamilActions = lazyPart(() => import('./FamilActions').then((module) => module.FamilActions))

/**
 * A famil's information card: title, trip name and travel date, and its itinerary-and-price and
 * terms dialogs. Renders nothing without a famil: the server leaves it out while it is hidden or
 * outside its registration window (web/src/server/content/publishWindows.ts); on a page where no
 * famil card shows, the first says that none is open (NoFamilOpen).
 */
export function FamilInformation({ block, headingLevel }: BlockProps<'familInformation'>) {
  const locale = getSite(useSite().id)?.locale ?? 'en-AU'
  const famil = block.famil
  const titleId = `famil-${block._key}-title`
  if ((!famil || famil.hidden) && block.noFamilOpen) {
    return (
      <NoFamilOpen id={titleId} nextOpening={block.noFamilOpen.nextOpening} headingLevel={headingLevel} />
    )
  }
  if (!famil || famil.hidden) return null
  return (
    <Section aria-labelledby={titleId}>
      <Container>
        <Card>
          <Title level={headingLevel} size="h2" id={titleId}>
            {famil.title}
          </Title>
          <Facts>
            <dt>Trip</dt>
            <dd>{famil.tripName}</dd>
            <dt>Date</dt>
            <dd>{famil.date ? formatTravelDate(famil.date, locale) : null}</dd>
          </Facts>
          <HydrateOnInteraction load={FamilActions.preload} whenVisible>
            {() => <FamilActions famil={famil} />}
          </HydrateOnInteraction>
        </Card>
      </Container>
    </Section>
  )
}
