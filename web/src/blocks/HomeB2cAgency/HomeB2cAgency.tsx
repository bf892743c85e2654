import styled from 'styled-components'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { ICON_PATHS } from '@/ui/icons'
import { Section } from '@/ui/Section'
import type { BlockOf, BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'

type AgencyItem = NonNullable<BlockOf<'homeB2cAgency'>['leftItems']>[number]

const Header = styled.header`
  max-width: 48rem;
  margin: 0 auto 2.5rem;
  text-align: center;
`

const Title = styled(Heading)`
  margin: 0 0 0.75rem;
`

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`

/** Three columns from 860 px (items, image, items); one below it, in that order. */
const Layout = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;

  @media (min-width: 860px) {
    grid-template-columns: 1fr minmax(16rem, 1.2fr) 1fr;
  }
`

const Items = styled.ul`
  display: grid;
  gap: 1.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li`
  display: grid;
  grid-template-columns: 3rem 1fr;
  gap: 0.25rem 1rem;

  svg {
    grid-row: span 2;
    color: ${({ theme }) => theme.colors.primary};
  }
`

const ItemTitle = styled(Heading)`
  margin: 0;
`

const ItemText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`

const Picture = styled(CmsImage)`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.card};
`

function ItemList({ items, headingLevel }: { items: AgencyItem[]; headingLevel: 'h2' | 'h3' }) {
  return (
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
            ) : (
              <span />
            )}
            <ItemTitle level={headingLevel} size="h4">
              {item.title}
            </ItemTitle>
            {item.text ? <ItemText>{item.text}</ItemText> : null}
          </Item>
        )
      })}
    </Items>
  )
}

/** Why travellers book with the company: two groups of three icon items around a centre image. */
export function HomeB2cAgency({ block, headingLevel }: BlockProps<'homeB2cAgency'>) {
  const itemLevel = headingLevel === 'h1' ? 'h2' : 'h3'
  return (
    <Section>
      <Container>
        <Header>
          <Title level={headingLevel} size="h1">
            {block.title}
          </Title>
          {block.intro ? <Intro>{block.intro}</Intro> : null}
        </Header>
        <Layout>
          <ItemList items={block.leftItems ?? []} headingLevel={itemLevel} />
          <Picture image={block.image} sizes="(min-width: 860px) 34vw, 100vw" />
          <ItemList items={block.rightItems ?? []} headingLevel={itemLevel} />
        </Layout>
      </Container>
    </Section>
  )
}
