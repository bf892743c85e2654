import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { RichText } from '@/ui/RichText'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'

const Title = styled(Heading)`
  margin: 0 0 1rem;
`

export function RichTextSection({ block, headingLevel }: BlockProps<'richTextSection'>) {
  return (
    <Section>
      <Container>
        {block.title ? (
          <Title level={headingLevel} size="h2">
            {block.title}
          </Title>
        ) : null}
        <RichText value={block.body} />
      </Container>
    </Section>
  )
}
