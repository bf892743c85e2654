import { defineArrayMember, defineField } from 'sanity'

/** The icons the site draws itself (web/src/ui/icons.ts), so they cost no request. */
export const ICON_STRIP_ICONS = [
  { title: 'Support (headset)', value: 'support' },
  { title: 'Secure payment (shield)', value: 'securePayment' },
  { title: 'Instant confirmation (tick)', value: 'instantConfirmation' },
  { title: 'Mobile tickets (phone)', value: 'mobile' },
  { title: 'Best price (tag)', value: 'bestPrice' },
  { title: 'Local experts (pin)', value: 'localExperts' },
]

/**
 * An item of icons with words: one of the site's icons, a short title and a line (the icon strip,
 * the home B2C agency block). `name` is the member's type name, kept by stored content.
 */
export function iconItemMember({ name, textMax }: { name: string; textMax: number }) {
  return defineArrayMember({
    name,
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
        validation: (rule) => rule.max(textMax),
      }),
    ],
    preview: { select: { title: 'title', subtitle: 'icon' } },
  })
}
