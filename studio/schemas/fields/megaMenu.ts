import { defineArrayMember, defineField, type SlugValue } from 'sanity'
import { slugify } from '@travel/config'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

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
    validation: (rule) =>
      rule
        .required()
        .custom((value) =>
          !value?.current || SLUG_PATTERN.test(value.current)
            ? true
            : 'Lowercase letters, digits and single hyphens only, e.g. sri-lanka',
        ),
  })
}

function uniqueSlugs(what: string) {
  return (items: readonly unknown[] | undefined) => {
    const duplicates = duplicateSlugs(items)
    return duplicates.length ? `Two ${what} share the slug ${duplicates.join(', ')}` : true
  }
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
        'Link to this destination on this site. Off: the link goes to the main tours site (the same on the tours sites).',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', isShow: 'isShow' },
    prepare: ({ title, slug, isShow }) => ({
      title,
      subtitle: `${slug ?? 'no slug'} · ${isShow ? 'this site' : 'main tours site'}`,
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
