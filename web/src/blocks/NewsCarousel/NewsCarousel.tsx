import styled from 'styled-components'
import { Carousel } from '@/ui/Carousel/Carousel'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { NewsCard } from './NewsCard'

const Title = styled.h2`
  font-size: clamp(1.5rem, 3vw, 2rem);
  margin: 0 0 1rem;
`

/** The company's latest news, three cards to a view on a wide screen, sliding on their own. */
export function NewsCarousel({ block, headingLevel }: BlockProps<'newsCarousel'>) {
  const items = block.items ?? []
  if (items.length === 0) return null
  return (
    <Section>
      <Container>
        <Title as={headingLevel}>{block.title}</Title>
        <Carousel label={block.title ?? 'News'} slidesPerView={3}>
          {items.map((item) => (
            <NewsCard key={item._key} item={item} headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'} />
          ))}
        </Carousel>
      </Container>
    </Section>
  )
}
