import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  title,
  intro,
  infoSections[]{_key, title, items[]{_key, label, fact, icon}},
  formTitle
}`

/** Text with the contact form, which hydrates when the visitor reaches for it. */
export const block = defineBlock({
  type: 'contactSection',
  hydration: 'island',
  heading: 'title',
  load: () => import('./ContactSection').then((module) => module.ContactSection),
})
