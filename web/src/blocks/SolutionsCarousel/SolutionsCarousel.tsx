import styled from 'styled-components'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'

// The cards and their carousel load apart from the page (the server waits for them): in the
// browser as the carousel comes into view, when its auto-play starts.
export const SolutionSlides = lazyPart(() =>
  import('./SolutionSlides').then((module) => module.SolutionSlides),
)

const Title = styled(Heading)`
  margin: 0 0 0.5rem;
`

const Intro = styled.p`
  max-width: 60ch;
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`

/** What the company arranges for its travellers, as cards that slide on their own. */
export function SolutionsCarousel({ block, headingLevel }: BlockProps<'solutionsCarousel'>) {
  const solutions = block.items ?? []
  if (solutions.length === 0) return null
  const label = block.title ?? 'Solutions'
  return (
    <Section>
      <Container>
        <Title level={headingLevel} size="h2">
          {block.title}
        </Title>
        {block.intro ? <Intro>{block.intro}</Intro> : null}
        <HydrateOnInteraction load={SolutionSlides.preload} whenVisible>
          {() => (
            <SolutionSlides
              label={label}
              solutions={solutions}
              headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
            />
          )}
        </HydrateOnInteraction>
      </Container>
    </Section>
  )
}
