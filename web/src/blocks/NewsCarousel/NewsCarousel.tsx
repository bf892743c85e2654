import styled from 'styled-components'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'

// The cards and their carousel load apart from the page (the server waits for them): in the
// browser as the carousel comes into view, when its auto-play starts.
export const NewsSlides = lazyPart(() => import('./NewsSlides').then((module) => module.NewsSlides))

const Title = styled(Heading)`
  margin: 0 0 1rem;
`

/** The brand's posts (chosen, or the latest), as cards that slide on their own. */
export function NewsCarousel({ block, headingLevel }: BlockProps<'newsCarousel'>) {
  const items = block.items ?? []
  if (items.length === 0) return null
  const label = block.title ?? 'News'
  return (
    <Section>
      <Container>
        <Title level={headingLevel} size="h2">
          {block.title}
        </Title>
        <HydrateOnInteraction load={NewsSlides.preload} whenVisible>
          {() => (
            <NewsSlides label={label} items={items} headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'} />
          )}
        </HydrateOnInteraction>
      </Container>
    </Section>
  )
}
