import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { RichText } from '@/ui/RichText'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { LinkTiles } from './LinkTiles'
import { ReadMore } from './ReadMore'

const Title = styled.h2`
  font-size: clamp(1.6rem, 3vw, 2.2rem);
  margin: 0 0 1rem;
`

/** A title, text whose rest opens behind Read more, and tiles linking on. */
export function Overview({ block, headingLevel }: BlockProps<'overview'>) {
  return (
    <Section>
      <Container>
        <Title as={headingLevel}>{block.title}</Title>
        <RichText value={block.text} />
        {block.moreText?.length ? (
          <ReadMore about={block.title ?? ''}>
            <RichText value={block.moreText} />
          </ReadMore>
        ) : null}
        <LinkTiles tiles={block.tiles ?? []} />
      </Container>
    </Section>
  )
}
