import { defineField } from 'sanity'
import { isBrandId, sites, sitesOfBrand } from '@travel/config'
import { brandOf } from './publishedReference'

/** The sites of the edited document's brand (from config). */
export function sitesOfDocument(document: unknown) {
  const brand = brandOf(document)
  return isBrandId(brand) ? sitesOfBrand(brand) : []
}

/**
 * Page copy for one market: a block of a brand with several sites (Wayfarer's Australian and New
 * Zealand sites) may show on some of them only, e.g. an Australian and a New Zealand version of
 * the same text side by side. Empty: every site of the brand (the page query's filter,
 * web/src/content/queries.ts). Hidden for a brand with one site.
 */
export const onlyOnSitesField = defineField({
  name: 'onlyOnSites',
  title: 'Show only on',
  description: 'Leave empty to show this block on every site of the brand.',
  type: 'array',
  of: [{ type: 'string' }],
  options: { list: sites.map((site) => ({ title: site.domains[0], value: site.id })), layout: 'grid' },
  hidden: ({ document }) => sitesOfDocument(document).length < 2,
  validation: (rule) =>
    rule.unique().custom((chosen: string[] | undefined, { document }) => {
      const own = sitesOfDocument(document).map((site) => site.id)
      const other = (chosen ?? []).find((site) => !own.includes(site))
      return other ? `${other} is not a site of this brand` : true
    }),
})
