import styled from 'styled-components'
import { CmsImage } from '@/ui/CmsImage'
import { CmsLink } from '@/ui/CmsLink'
import { Container } from '@/ui/Container'
import { NewTabNote } from '@/ui/LinkNotes'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'

const Title = styled(Heading)`
  margin: 0 0 0.75rem;
  text-align: center;
`

const Intro = styled.p`
  max-width: 60ch;
  margin: 0 auto 2rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
`

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 1.75rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  img {
    /* Shown at 88 px whatever the file's size; the width and height attributes keep its room. */
    width: 88px;
    height: 88px;
    border-radius: 50%;
    object-fit: cover;
  }
`

const ItemTitle = styled(Heading)`
  margin: 0.5rem 0 0;
`

const ItemText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`

/*
 * Text with its arrow in line, not a flex row: a label that wraps (a brand's full name in a
 * narrow card) keeps the arrow beside its last word, not apart at the card's edge.
 */
const ItemLink = styled(CmsLink)`
  display: inline-block;
  padding-block: 0.625rem;
  margin-top: auto;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-underline-offset: 0.2em;

  svg {
    margin-inline-start: 0.35rem;
    vertical-align: -0.1em;
  }
`

/** How the company's brands and partners work together: a few items, each with its picture. */
export function Synergy({ block, headingLevel }: BlockProps<'synergy'>) {
  const items = block.items ?? []
  // Item titles sit one level below the block's title.
  const itemHeading = headingLevel === 'h1' ? 'h2' : 'h3'
  return (
    <Section>
      <Container>
        <Title level={headingLevel} size="h2">
          {block.title}
        </Title>
        {block.intro ? <Intro>{block.intro}</Intro> : null}
        <Items>
          {items.map((item) => (
            <Item key={item._key}>
              <CmsImage image={item.image} sizes="88px" />
              <ItemTitle level={itemHeading} size="h4">
                {item.title}
              </ItemTitle>
              {item.text ? <ItemText>{item.text}</ItemText> : null}
              {item.link?.label ? (
                <ItemLink link={item.link}>
                  {item.link.label}
                  {item.link.newTab ? <NewTabNote /> : null}
                </ItemLink>
              ) : null}
            </Item>
          ))}
        </Items>
      </Container>
    </Section>
  )
}
