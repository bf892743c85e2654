import { defineField, defineType, type SlugValidationContext } from 'sanity'
import { SANITY_API_VERSION } from '@travel/config'
import { pageBlockMembers, pageBlocksInsertMenu } from '../blocks'
import { brandField } from '../fields/brand'
import { seoField } from '../fields/seo'

/** Slugs are unique per brand: two brands may both have an "about-us" page. */
export async function isSlugUniqueInBrand(slug: string, context: SlugValidationContext) {
  const { document, getClient } = context
  if (!document) return true
  const publishedId = document._id.replace(/^drafts\./, '')
  const count = await getClient({ apiVersion: SANITY_API_VERSION }).fetch<number>(
    'count(*[_type == $type && brand == $brand && slug.current == $slug && !(_id in [$draft, $published])])',
    {
      type: document._type,
      brand: document.brand ?? '',
      slug,
      draft: `drafts.${publishedId}`,
      published: publishedId,
    },
  )
  return count === 0
}

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    brandField,
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      description: 'The page address: /{slug}.',
      type: 'slug',
      group: 'content',
      options: { source: 'title', maxLength: 96, isUnique: isSlugUniqueInBrand },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'blocks',
      title: 'Blocks',
      type: 'array',
      group: 'content',
      of: pageBlockMembers,
      options: { insertMenu: pageBlocksInsertMenu },
    }),
    { ...seoField, group: 'seo' },
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
