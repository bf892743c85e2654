/** A title as an address segment: `Africa & Middle East` -> `africa-middle-east`. */
function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Spec 02 §2: a related destination's page, /tour-destination/{category-title-slug}/{slug}. */
export function relatedDestinationPath(categoryTitle: string, slug: string): string {
  return `/tour-destination/${slugOf(categoryTitle)}/${slug}`
}
