import Image, { type ImageLoader } from 'next/image'

export interface CmsImageValue {
  alt: string | null
  src: string | null
  width: number | null
  height: number | null
}

const SANITY_CDN = 'https://cdn.sanity.io/'

/** The Sanity image pipeline resizes at the CDN, so Next's optimiser is not involved. */
export const sanityLoader: ImageLoader = ({ src, width, quality }) => {
  const url = new URL(src)
  url.searchParams.set('w', String(width))
  url.searchParams.set('q', String(quality ?? 75))
  url.searchParams.set('auto', 'format')
  url.searchParams.set('fit', 'max')
  return url.toString()
}

type Props = { image: CmsImageValue | null; sizes: string; priority?: boolean; className?: string }

/** Width and height always come from the asset, so the layout never shifts when it loads. */
export function CmsImage({ image, sizes, priority = false, className }: Props) {
  if (!image?.src || !image.width || !image.height) return null
  return (
    <Image
      className={className}
      src={image.src}
      alt={image.alt ?? ''}
      width={image.width}
      height={image.height}
      sizes={sizes}
      priority={priority}
      // The page's largest paint: asked for first, image and its preload alike.
      fetchPriority={priority ? 'high' : undefined}
      loader={image.src.startsWith(SANITY_CDN) ? sanityLoader : undefined}
    />
  )
}
