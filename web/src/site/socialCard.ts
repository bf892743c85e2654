import type { Site } from '@travel/config'
import { cmsImageSource, type CmsImageValue } from './cmsImageSource'
import { productionOrigin } from './searchEngines'

/** An image as the content queries project it. */
export type ContentImage = CmsImageValue | null

/** The width social networks show a large card at; Next's image pipeline serves it. */
export const SOCIAL_IMAGE_WIDTH = 1200

export type SocialImage = { url: string; width: number; height: number | undefined; alt: string }

/**
 * The image of a shared page, through the site's image pipeline on its production origin (the
 * networks fetch it from there): a width they accept, in a format the crawler asks for, cut to
 * the editor's crop as the page shows it.
 */
export function socialImage(site: Site, image: ContentImage): SocialImage | null {
  if (!image?.src) return null
  const source = cmsImageSource(image)
  const width = Math.min(SOCIAL_IMAGE_WIDTH, source?.width ?? SOCIAL_IMAGE_WIDTH)
  const query = new URLSearchParams({ url: source?.src ?? image.src, w: String(SOCIAL_IMAGE_WIDTH), q: '75' })
  return {
    url: `${productionOrigin(site)}/_next/image?${query}`,
    width,
    height: source ? Math.round((width * source.height) / source.width) : undefined,
    alt: image.alt ?? '',
  }
}

function isImage(value: ContentImage | undefined): value is NonNullable<ContentImage> {
  return typeof value?.src === 'string' && value.src !== ''
}

/** The first image among a page's own, in order (its SEO image, then its blocks' images). */
export function firstImage(candidates: (ContentImage | undefined)[]): ContentImage {
  return candidates.find(isImage) ?? null
}
