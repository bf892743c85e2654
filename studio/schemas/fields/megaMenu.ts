import { defineArrayMember, defineField, type SlugValue } from 'sanity'
import { slugify } from '@travel/config'
import { slugFormatRule } from './slug'
import { MAIN_TOURS_BRAND } from './destinationPageReference'
import { checkPublishedReference } from './publishedReference'

function slugOf(item: unknown): string | undefined {
  const slug = (item as { slug?: SlugValue } | null)?.slug?.current
  return typeof slug === 'string' && slug ? slug : undefined
}

/** The slugs that more than one item of a list uses. */
export function duplicateSlugs(items: readonly unknown[] | undefined): string[] {
  const seen = new Set<string>()
  const duplicates = new Set<string>()
  for (const slug of (items ?? []).map(slugOf)) {
    if (!slug) continue
    if (seen.has(slug)) duplicates.add(slug)
    seen.add(slug)
  }
  return [...duplicates]
}

function slugField(description: string) {
  return defineField({
    name: 'slug',
    title: 'Slug',
    description,
    type: 'slug',
    // Unique within its list (uniqueSlugs), not across documents: Sanity's default check would
    // refuse a second brand's 'europe'.
    options: { source: 'title', slugify, isUnique: () => true },
    validation: (rule) => rule.required().custom(slugFormatRule(false)),
  })
}

function uniqueSlugs(what: string) {
  return (items: readonly unknown[] | undefined) => {
    const duplicates = duplicateSlugs(items)
    return duplicates.length ? `Two ${what} share the slug ${duplicates.join(', ')}` : true
  }
}

type DestinationParent = { isShow?: boolean; page?: { _ref?: string } } | undefined

/**
 * A destination's page: one of this brand's when it has a page on this site (`isShow`), else one
 * of the main tours site's. The tours brand's own menu always picks from its own pages.
 */
export function destinationPageFilter({ document, parent }: { document?: unknown; parent?: unknown }) {
  const brand = (document as { brand?: string } | undefined)?.brand ?? ''
  const onThisSite = Boolean((parent as DestinationParent)?.isShow) || brand === MAIN_TOURS_BRAND
  return { filter: 'brand == $brand', params: { brand: onThisSite ? brand : MAIN_TOURS_BRAND } }
}

/**
 * What a visitor gets from a destination without a page: the tours brand's menus (and other
 * brands' destinations on the main tours site) link to its tour list, /tours/{slug}; another
 * brand's own destination (`isShow`) is not linked. Said as a warning so the editor knows.
 */
export function destinationWithoutPage(document: { brand?: string } | undefined, parent: DestinationParent) {
  if (parent?.page?._ref) return true
  const brand = document?.brand ?? ''
  if (parent?.isShow && brand !== MAIN_TOURS_BRAND)
    return 'Not linked: without a destination page of this brand, the menu shows this destination as text only'
  return true
}

const destination = defineArrayMember({
  name: 'megaMenuDestination',
  title: 'Destination',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    slugField('The address segment after the group: /tour-destination/{group}/{slug}.'),
    defineField({
      name: 'isShow',
      title: 'Has a page on this site',
      description:
        'Link to this destination on this site. Off: the link goes to the main tours site (the same on the tours sites); on another brand’s menu it shows that brand’s name and that it leaves the site.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'page',
      title: 'Destination page',
      description:
        'The page the link opens (its own address). Without one, the link opens the tours of this destination, /tours/{slug}, on the main tours site, or on this site for the tours brand; a destination with a page on this site (another brand) is then not linked.',
      type: 'reference',
      to: [{ type: 'destinationPage' }],
      options: { disableNew: true, filter: destinationPageFilter },
      validation: (rule) => [
        rule
          .custom((_value, { document, parent }) =>
            destinationWithoutPage(document as { brand?: string }, parent as DestinationParent),
          )
          .warning(),
        rule.custom((value: { _ref?: string } | undefined, context) => {
          const { brand } = destinationPageFilter(context).params
          return checkPublishedReference(
            value,
            context,
            [brand],
            brand === MAIN_TOURS_BRAND
              ? 'Choose a destination page of the main tours site, or turn on “Has a page on this site”'
              : 'Choose a destination page of this brand, or turn off “Has a page on this site”',
          )
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', isShow: 'isShow', page: 'page.title' },
    prepare: ({ title, slug, isShow, page }) => ({
      title,
      subtitle: `${slug ?? 'no slug'} · ${isShow ? 'this site' : 'main tours site'} · ${page ? 'its page' : 'no page'}`,
    }),
  },
})

const group = defineArrayMember({
  name: 'megaMenuGroup',
  title: 'Destination group',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    slugField('The address segment of its destinations: /tour-destination/{slug}/{destination}.'),
    defineField({
      name: 'destinations',
      title: 'Destinations',
      description: 'The first 5 show at once; See All shows the rest.',
      type: 'array',
      of: [destination],
      validation: (rule) => rule.required().min(1).custom(uniqueSlugs('destinations')),
    }),
  ],
  preview: {
    select: { title: 'title', destinations: 'destinations' },
    prepare: ({ title, destinations }) => {
      const count = Array.isArray(destinations) ? destinations.length : 0
      return { title, subtitle: `${count} destination${count === 1 ? '' : 's'}` }
    },
  },
})

/** The header's destination mega-menu: groups of destinations, each a button with its panel. */
export const megaMenuField = defineField({
  name: 'megaMenu',
  title: 'Destination mega-menu',
  description: 'Groups of destinations in the header, each opening a panel of links.',
  type: 'array',
  of: [group],
  validation: (rule) => rule.max(6).custom(uniqueSlugs('groups')),
})
