import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { RichText } from '@/ui/RichText'
import type { BlockProps } from '@/blocks/types'

const Title = styled.h2`
  font-size: clamp(1.6rem, 3vw, 2.2rem);
  margin: 0 0 1rem;
`

export function RichTextSection({ block, headingLevel }: BlockProps<'richTextSection'>) {
  return (
    <Section>
      <Container>
        {block.title ? <Title as={headingLevel}>{block.title}</Title> : null}
        <RichText value={block.body} />
      </Container>
    </Section>
  )
}
