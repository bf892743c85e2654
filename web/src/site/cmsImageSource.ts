/** An editor's crop, as fractions of the asset cut from each side (Sanity's `sanity.imageCrop`). */
export type ImageCrop = {
  top: number | null
  bottom: number | null
  left: number | null
  right: number | null
}

/** An editor's focal area, its centre and size as fractions of the asset (`sanity.imageHotspot`). */
export type ImageHotspot = { x: number | null; y: number | null; width: number | null; height: number | null }

/** An image as the content queries project it (web/src/content/projections.ts). */
export interface CmsImageValue {
  alt: string | null
  /** The asset's address: Sanity's CDN, or /_seed/images/ in embedded mode. */
  src: string | null
  /** The asset's own size, before the crop. */
  width: number | null
  height: number | null
  crop?: ImageCrop | null
  hotspot?: ImageHotspot | null
}

/** What the page draws: the cropped picture's address and size, and where its focal point is. */
export type CmsImageSource = {
  src: string
  width: number
  height: number
  /** `x% y%` of the hotspot within the crop, for `object-fit: cover` boxes; none when centred. */
  objectPosition: string | undefined
}

export const SANITY_CDN = 'https://cdn.sanity.io/'

/** The embedded dataset's images (web/src/server/content/embeddedDataset.ts). */
const SEED_IMAGES = '/_seed/images/'

/** The local route that cuts a seed image to a crop's rect, as Sanity's CDN does. */
export const SEED_IMAGE_ROUTE = '/api/seed-image'

/** The seed images the route can cut (raster files; an SVG keeps its whole drawing). */
export const SEED_RASTER_FILE = /^[0-9a-f]+-\d+x\d+\.(jpg|jpeg|png|webp)$/

type Rect = { left: number; top: number; width: number; height: number }

const fraction = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback

/**
 * The crop's rect in the asset's pixels, exactly as `@sanity/image-url` writes the CDN's `rect`
 * parameter (its rounding; cmsImageSource.test.ts holds the two together). Computed here rather
 * than with the library: the social card puts this module in every page's first JavaScript, and
 * the library's builder would add 3 KB gzipped there to do this arithmetic.
 */
function cropRect(image: CmsImageValue, width: number, height: number): Rect | null {
  const { crop } = image
  if (!crop) return null
  const left = Math.round(fraction(crop.left, 0) * width)
  const top = Math.round(fraction(crop.top, 0) * height)
  const rect = {
    left,
    top,
    width: Math.round(width - fraction(crop.right, 0) * width - left),
    height: Math.round(height - fraction(crop.bottom, 0) * height - top),
  }
  const whole = left === 0 && top === 0 && rect.width === width && rect.height === height
  return whole || rect.width < 1 || rect.height < 1 ? null : rect
}

/** The hotspot's centre as a place within the crop, in percent (CSS `object-position`). */
function focalPoint(image: CmsImageValue, rect: Rect, width: number, height: number): string | undefined {
  const x = fraction(image.hotspot?.x, 0.5)
  const y = fraction(image.hotspot?.y, 0.5)
  if (x === 0.5 && y === 0.5 && rect.width === width && rect.height === height) return undefined
  const percent = (at: number, start: number, size: number) =>
    Math.round(Math.min(100, Math.max(0, ((at - start) / size) * 100)) * 10) / 10
  return `${percent(x * width, rect.left, rect.width)}% ${percent(y * height, rect.top, rect.height)}%`
}

/**
 * The picture an editor framed: the crop cut at the source (Sanity's CDN by its `rect`; a seed
 * image by the local route, which honours the same `rect`), its size the crop's, so the box has
 * the cropped shape; the hotspot as the focal point that a box of another shape keeps in view.
 */
export function cmsImageSource(image: CmsImageValue | null | undefined): CmsImageSource | null {
  if (!image?.src || !image.width || !image.height) return null
  const { src, width, height } = image
  const rect = cropRect(image, width, height)
  const whole = { left: 0, top: 0, width, height }
  const shown = rect ?? whole
  const objectPosition = focalPoint(image, shown, width, height)
  const file = src.startsWith(SEED_IMAGES) ? src.slice(SEED_IMAGES.length) : null
  const rectParam = rect && `${rect.left},${rect.top},${rect.width},${rect.height}`
  const cut = !rectParam
    ? src
    : src.startsWith(SANITY_CDN) && !src.includes('?')
      ? `${src}?rect=${rectParam}`
      : file && SEED_RASTER_FILE.test(file)
        ? `${SEED_IMAGE_ROUTE}?${new URLSearchParams({ file, rect: rectParam })}`
        : null
  // A crop nothing can cut (an SVG seed image) shows the whole picture at its own shape.
  if (cut === null) return { src, width, height, objectPosition: focalPoint(image, whole, width, height) }
  return { src: cut, width: shown.width, height: shown.height, objectPosition }
}
