import Image from 'next/image'
import styled from 'styled-components'
import type { ProductImage } from '@/site/products'

/**
 * The frame holds the photo's place whatever its size (the warehouse does not say), so nothing
 * shifts when it loads; the photo covers it.
 */
const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.colors.surface};

  img {
    object-fit: cover;
  }
`

type Props = {
  image: ProductImage | null
  /** As next/image's `sizes`: how wide the frame is drawn, for the optimiser to pick a width. */
  sizes: string
  /** Width / height, as CSS `aspect-ratio` takes it. */
  ratio: string
  /** Beside the product's name (in a link that says it), the photo adds nothing to read out. */
  decorative?: boolean
  className?: string
  children?: React.ReactNode
}

/**
 * A warehouse product's photo, through the site's image optimiser (web/next.config.ts allows
 * only the warehouse's image origin), loaded lazily; an empty frame without one. `children`
 * are drawn over it (a tour's length).
 */
export function ProductPhoto({ image, sizes, ratio, decorative = false, className, children }: Props) {
  return (
    <Frame $ratio={ratio} className={className}>
      {image ? (
        <Image
          src={image.url}
          alt={decorative ? '' : image.alt}
          aria-hidden={decorative || undefined}
          fill
          sizes={sizes}
        />
      ) : null}
      {children}
    </Frame>
  )
}
