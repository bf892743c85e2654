import styled from 'styled-components'
import { CmsImage } from './CmsImage'
import { Heading } from './Heading'

/**
 * The frame of a content card in a grid of three (posts, offers): a rounded surface, a 16:10
 * picture across its top, then its text. Each kind of card puts its own lines in the body.
 */
export const CardFrame = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
`

/** How wide the card's picture shows: a grid column (three to a row from 48rem, at most 24rem). */
export const CARD_PICTURE_SIZES = '(min-width: 75rem) 24rem, (min-width: 48rem) 33vw, 100vw'

/** The card's picture, given CARD_PICTURE_SIZES. */
export const CardPicture = styled(CmsImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
`

export const CardBody = styled.div`
  display: grid;
  align-content: start;
  gap: 0.5rem;
  padding: 1.25rem 1.25rem 1.5rem;

  p {
    margin: 0;
  }
`

/** The card's title, whose link takes the title's colour. */
export const CardTitle = styled(Heading)`
  margin: 0;

  a {
    color: inherit;
    text-underline-offset: 0.15em;
  }
`
