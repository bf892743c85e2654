import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { RichText } from '@/ui/RichText'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { LinkTiles } from './LinkTiles'
import { ReadMore } from './ReadMore'
import { Heading } from '@/ui/Heading'

const Title = styled(Heading)`
  margin: 0 0 1rem;
`

/** A title, text whose rest opens behind Read more, and tiles linking on. */
export function Overview({ block, headingLevel }: BlockProps<'overview'>) {
  return (
    <Section>
      <Container>
        <Title level={headingLevel} size="h2">
          {block.title}
        </Title>
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
