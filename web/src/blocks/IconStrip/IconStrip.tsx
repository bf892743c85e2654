import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { ICON_PATHS } from '@/ui/icons'
import { Heading } from '@/ui/Heading'
import { typeStep } from '@/theme/typeStep'

const Title = styled(Heading)`
  margin: 0 0 1.5rem;
  text-align: center;
`

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem 2rem;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
`

const Item = styled.li`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: 0.4rem;
  text-align: center;

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`

const ItemTitle = styled.p`
  margin: 0.35rem 0 0;
  ${typeStep('body')}
  font-weight: 700;
`

const ItemText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`

/** What the company delivers, as a row of icons: each with a short title and an optional line. */
export function IconStrip({ block, headingLevel }: BlockProps<'iconStrip'>) {
  const items = block.items ?? []
  if (items.length === 0) return null
  return (
    <Section>
      <Container>
        {block.title ? (
          <Title level={headingLevel} size="h2">
            {block.title}
          </Title>
        ) : null}
        <Items>
          {items.map((item) => {
            const path = item.icon ? ICON_PATHS[item.icon] : undefined
            return (
              <Item key={item._key}>
                {path ? (
                  // Decorative: the title says what it stands for. Sized, so nothing shifts.
                  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="40" height="40">
                    <path d={path} fill="currentColor" fillRule="evenodd" />
                  </svg>
                ) : null}
                <ItemTitle>{item.title}</ItemTitle>
                {item.text ? <ItemText>{item.text}</ItemText> : null}
              </Item>
            )
          })}
        </Items>
      </Container>
    </Section>
  )
}
