import { defineBlock } from '../defineBlock'

/** The webinar registration: text with a form, which hydrates when the visitor reaches for it. */
export const block = defineBlock({
  type: 'webinarForm',
  hydration: 'island',
  projection: `{title, intro}`,
  load: () => import('./WebinarFormBlock').then((module) => module.WebinarFormBlock),
})
