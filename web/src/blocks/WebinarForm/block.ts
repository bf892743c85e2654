import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, intro, "page": ^._id}`

/**
 * The webinar registration: text with a form, which hydrates when the visitor reaches for it.
 * The form posts its page's id and its key: the route takes the webinar (the title) from there.
 */
export const block = defineBlock({
  type: 'webinarForm',
  hydration: 'island',
  heading: 'title',
  load: () => import('./WebinarFormBlock').then((module) => module.WebinarFormBlock),
})
