import styled from 'styled-components'
import type { BlockOf } from '@/blocks/types'
import { CmsLink } from '@/ui/CmsLink'
import { NewTabNote } from '@/ui/LinkNotes'

type Item = NonNullable<BlockOf<'aboutCompany'>['subDescriptions']>[number]

const List = styled.ul`
  grid-column: 1 / -1;
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 860px) {
    grid-column: auto;
  }
  p {
    margin: 0 0 0.4rem;
    line-height: 1.6;
  }
`

const ReadOn = styled(CmsLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-underline-offset: 0.2em;
`

/** Short paragraphs under the images, each with its link to read on. */
export function SubDescriptions({ items }: { items: Item[] }) {
  if (items.length === 0) return null
  return (
    <List>
      {items.map((item) => (
        <li key={item._key}>
          {item.description ? <p>{item.description}</p> : null}
          {item.link?.label ? (
            <ReadOn link={item.link}>
              {item.link.label}
              {item.link.newTab ? <NewTabNote /> : null}
            </ReadOn>
          ) : null}
        </li>
      ))}
    </List>
  )
}
