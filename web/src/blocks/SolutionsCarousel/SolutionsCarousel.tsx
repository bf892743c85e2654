import styled from 'styled-components'
import { Carousel } from '@/ui/Carousel/Carousel'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { SolutionCard } from './SolutionCard'

const Title = styled.h2`
  font-size: clamp(1.5rem, 3vw, 2rem);
  margin: 0 0 0.5rem;
`

const Intro = styled.p`
  max-width: 60ch;
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`

/** What the company arranges for its travellers, two cards to a view on a wide screen, sliding. */
export function SolutionsCarousel({ block, headingLevel }: BlockProps<'solutionsCarousel'>) {
  const items = block.items ?? []
  if (items.length === 0) return null
  return (
    <Section>
      <Container>
        <Title as={headingLevel}>{block.title}</Title>
        {block.intro ? <Intro>{block.intro}</Intro> : null}
        <Carousel label={block.title ?? 'Solutions'} slidesPerView={2}>
          {items.map((solution) => (
            <SolutionCard
              key={solution._key}
              solution={solution}
              headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
            />
          ))}
        </Carousel>
      </Container>
    </Section>
  )
}
