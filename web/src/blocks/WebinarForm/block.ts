import { defineBlock } from '../defineBlock'

/**
 * The webinar registration: text with a form, which hydrates when the visitor reaches for it.
 * The form posts its page's id and its key: the route takes the webinar (the title) from there.
 */
export const block = defineBlock({
  type: 'webinarForm',
  hydration: 'island',
  heading: 'title',
  projection: `{title, intro, "page": ^._id}`,
  load: () => import('./WebinarFormBlock').then((module) => module.WebinarFormBlock),
})
