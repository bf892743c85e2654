import { defineArrayMember, defineField, defineType } from 'sanity'

/** The strip's icons: drawn by the site (web/src/ui/icons.ts), for the icon strip and the home B2C agency block, so they cost no request. */
export const ICON_STRIP_ICONS = [
  { title: 'Support (headset)', value: 'support' },
  { title: 'Secure payment (shield)', value: 'securePayment' },
  { title: 'Instant confirmation (tick)', value: 'instantConfirmation' },
  { title: 'Mobile tickets (phone)', value: 'mobile' },
  { title: 'Best price (tag)', value: 'bestPrice' },
  { title: 'Local experts (pin)', value: 'localExperts' },
]

/** A row of icons with a short title and line each: what the company delivers, and how. */
export const iconStrip = defineType({
  name: 'iconStrip',
  title: 'Icon strip',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', description: 'Optional.' }),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      validation: (rule) => rule.required().min(2).max(6),
      of: [
        defineArrayMember({
          name: 'iconStripItem',
          title: 'Item',
          type: 'object',
          fields: [
            defineField({
              name: 'icon',
              title: 'Icon',
              type: 'string',
              options: { list: ICON_STRIP_ICONS, layout: 'radio' },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'text',
              title: 'Text',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.max(140),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'icon' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', items: 'items' },
    prepare: ({ title, items }: { title?: string; items?: unknown[] }) => ({
      title: title || 'Icon strip',
      subtitle: `Icon strip, ${items?.length ?? 0} items`,
    }),
  },
})
