import styled from 'styled-components'
import { CmsImage } from '@/ui/CmsImage'

/** One of the promo's images, cut to one shape, so the three line up. */
export const PromoPicture = styled(CmsImage)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.card};
`

/** The sizes each image is drawn at: a third of the row, or the phone's width. */
export const PROMO_IMAGE_SIZES = '(min-width: 75rem) 24rem, (min-width: 48rem) 33vw, 100vw'
