import styled from 'styled-components'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'

// The panels and their state load apart from the page, as the timeline comes into view.
const TimelinePanels = lazyPart(() => import('./TimelinePanels').then((module) => module.TimelinePanels))

const Title = styled(Heading)`
  margin: 0 0 1.75rem;
`

/**
 * The company's journey (spec 01 §2): panels of time, title, description, content and image; the
 * last open at first, and one open at a time. The server renders that first state; the panels
 * hydrate as they come into view (`whenVisible`), not on the first pointer press, which would
 * hydrate them too late to take that very click.
 */
export function JourneyTimeline({ block, headingLevel }: BlockProps<'journeyTimeline'>) {
  const panels = block.panels ?? []
  if (panels.length === 0) return null
  return (
    <Section>
      <Container>
        <Title level={headingLevel} size="h2">
          {block.title}
        </Title>
        <HydrateOnInteraction load={TimelinePanels.preload} whenVisible>
          {() => (
            <TimelinePanels
              panels={panels}
              idPrefix={`timeline-${block._key}`}
              headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
            />
          )}
        </HydrateOnInteraction>
      </Container>
    </Section>
  )
}
