import styled from 'styled-components'
import { Button } from '@/ui/Button'
import { CmsImage } from '@/ui/CmsImage'
import { Heading } from '@/ui/Heading'

/** Fewer columns on smaller screens; a page still holds 16 (paging.ts). */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.75rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 40rem) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  @media (min-width: 64rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 2rem 1.5rem;
  }
`

export const Card = styled.a`
  display: block;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.card};

  &:hover h3,
  &:hover h2 {
    text-decoration: underline;
  }
`

/** A brochure's cover: portrait, whatever the picture's own shape, so the rows line up. */
export const Cover = styled(CmsImage)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 4;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`

export const CardTitle = styled(Heading)`
  margin: 0.75rem 0 0;
`

export const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem 1.25rem;
  margin-top: 2.5rem;
`

export const PageButton = styled(Button)`
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`

export const Status = styled.p`
  margin: 0;
  font-weight: 600;
`
