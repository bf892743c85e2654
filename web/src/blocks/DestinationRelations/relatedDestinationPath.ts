import { slugify } from '@travel/config'

/** Spec 02 §2: a related destination's page, /tour-destination/{category-title-slug}/{slug}. */
export function relatedDestinationPath(categoryTitle: string, slug: string): string {
  return `/tour-destination/${slugify(categoryTitle)}/${slug}`
}
