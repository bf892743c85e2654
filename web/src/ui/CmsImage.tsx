import Image, { type ImageLoader } from 'next/image'
import { cmsImageSource, SANITY_CDN, type CmsImageValue } from '@/site/cmsImageSource'

export type { CmsImageValue } from '@/site/cmsImageSource'

/**
 * The Sanity image pipeline resizes at the CDN, so Next's optimiser is not involved. The crop's
 * `rect` (cmsImageSource.ts) stays in the address; each width of the srcset is added to it.
 */
export const sanityLoader: ImageLoader = ({ src, width, quality }) => {
  const url = new URL(src)
  url.searchParams.set('w', String(width))
  url.searchParams.set('q', String(quality ?? 75))
  url.searchParams.set('auto', 'format')
  url.searchParams.set('fit', 'max')
  return url.toString()
}

type Props = {
  image: CmsImageValue | null
  sizes: string
  priority?: boolean
  /** Beside a label that names what it links to, the picture adds nothing to read out. */
  decorative?: boolean
  className?: string
}

/**
 * Width and height always come from the asset (the crop's, when an editor cropped it), so the
 * layout never shifts when it loads; a box of another shape (`object-fit: cover`) keeps the
 * editor's hotspot in view. A decorative picture is marked so (empty alt text, hidden from
 * screen readers); any other shows its alt text.
 */
export function CmsImage({ image, sizes, priority = false, decorative = false, className }: Props) {
  const source = cmsImageSource(image)
  if (!source) return null
  return (
    <Image
      className={className}
      src={source.src}
      alt={decorative ? '' : (image?.alt ?? '')}
      aria-hidden={decorative || undefined}
      width={source.width}
      height={source.height}
      sizes={sizes}
      style={source.objectPosition ? { objectPosition: source.objectPosition } : undefined}
      // The page's largest paint: asked for first, image and its preload alike. React's server
      // preloads an image that is not lazy, once; next/image's `priority` (or `preload`) would
      // add a second, identical <link rel="preload"> through next/head.
      loading={priority ? 'eager' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      loader={source.src.startsWith(SANITY_CDN) ? sanityLoader : undefined}
    />
  )
}
