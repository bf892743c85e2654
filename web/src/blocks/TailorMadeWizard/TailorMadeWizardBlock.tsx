import styled from 'styled-components'
import { getSite } from '@travel/config'
import { useSite } from '@/site/SiteContext'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { TailorMadeWizard } from '@/forms/tailorMade/TailorMadeWizard'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'
import { Lead } from '@/ui/Text'

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

/** The 14-step tailor-made trip wizard, under the heading and sentence the editors wrote. */
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
        <TailorMadeWizard
          countries={block.countries}
          currency={getSite(site.id)?.currency ?? FALLBACK_CURRENCY}
          siteId={site.id}
          idPrefix={`wizard-${block._key}`}
        />
      </Narrow>
    </Section>
  )
}
