/**
 * A title as an address segment, the one rule the Studio's slug fields and the sites' links
 * share: accents dropped, lower case, every run of other characters one hyphen.
 * `Africa & Middle East` -> `africa-middle-east`, `Côte d'Azur` -> `cote-d-azur`.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
}
