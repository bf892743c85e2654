import { defineBlock } from '../defineBlock'

/** Text with the contact form, which hydrates when the visitor reaches for it. */
export const block = defineBlock({
  type: 'contactSection',
  hydration: 'island',
  heading: 'title',
  projection: `{
    title,
    intro,
    infoSections[]{_key, title, items[]{_key, label, fact, icon}},
    formTitle
  }`,
  load: () => import('./ContactSection').then((module) => module.ContactSection),
})
