import styled from 'styled-components'
import { getSite } from '@travel/config'
import { useSite } from '@/site/SiteContext'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'
import { Lead } from '@/ui/Text'

// The wizard's code loads apart from the page (the server waits for it): in the browser as the
// wizard comes into view, which at the top of its page is at once; its chunks are compiled as
// they arrive (the chunk group's name, in next.config.ts's CompiledAsTheyLoad).
export const TailorMadeWizard = lazyPart(() =>
  import(/* webpackChunkName: "wizard" */ '@/forms/tailorMade/TailorMadeWizard').then(
    (module) => module.TailorMadeWizard,
  ),
)

/** The spec's default budget currency, for a site the config does not know. */
const FALLBACK_CURRENCY = 'AUD'

const Narrow = styled(Container)`
  max-width: 56rem;
`

const Title = styled(Heading)`
  margin: 0 0 0.75rem;
`

const Intro = styled(Lead)`
  margin: 0 0 2rem;
  color: ${({ theme }) => theme.colors.muted};
`

/**
 * The 14-step tailor-made trip wizard, under the heading and sentence the editors wrote; it may
 * start with golf as the trip's focus and offer the editors' places first.
 */
export function TailorMadeWizardBlock({ block, headingLevel }: BlockProps<'tailorMadeWizard'>) {
  const site = useSite()
  return (
    <Section>
      <Narrow>
        {block.title ? (
          <Title level={headingLevel} size="h1">
            {block.title}
          </Title>
        ) : null}
        {block.intro ? <Intro>{block.intro}</Intro> : null}
        <HydrateOnInteraction load={TailorMadeWizard.preload} whenVisible>
          {() => (
            <TailorMadeWizard
              countries={block.countries}
              focus={block.golfFocus ? 'golf_holidays' : undefined}
              featuredPlaces={block.featuredPlaces}
              currency={getSite(site.id)?.currency ?? FALLBACK_CURRENCY}
              siteId={site.id}
              idPrefix={`wizard-${block._key}`}
            />
          )}
        </HydrateOnInteraction>
      </Narrow>
    </Section>
  )
}
