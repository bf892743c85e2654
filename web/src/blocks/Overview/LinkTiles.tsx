import styled from 'styled-components'
import type { BlockOf } from '@/blocks/types'
import { CmsImage } from '@/ui/CmsImage'
import { CmsLink } from '@/ui/CmsLink'
import { NewTabNote } from '@/ui/LinkNotes'

type Tile = NonNullable<BlockOf<'overview'>['tiles']>[number]

const Tiles = styled.ul`
  list-style: none;
  margin: 2rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  @media (min-width: 860px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 1.5rem;
  }
`

const TileLink = styled(CmsLink)`
  display: block;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
  &:hover span {
    text-decoration: underline;
  }
`

const Label = styled.span`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.75rem 1rem;
  font-weight: 600;
`

/** Tiles linking on, each an image and a label; the label names the link, the image is decorative. */
export function LinkTiles({ tiles }: { tiles: Tile[] }) {
  if (tiles.length === 0) return null
  return (
    <Tiles>
      {tiles.map((tile) => (
        <li key={tile._key}>
          <TileLink link={tile}>
            <CmsImage
              image={tile.image}
              sizes="(min-width: 1200px) 280px, (min-width: 860px) 23vw, 50vw"
              decorative
            />
            <Label>
              {tile.label}
              {tile.newTab ? <NewTabNote /> : null}
            </Label>
          </TileLink>
        </li>
      ))}
    </Tiles>
  )
}
