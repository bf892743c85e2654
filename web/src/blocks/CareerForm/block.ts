import { defineBlock } from '../defineBlock'

/** The career application: text with a form, which hydrates when the visitor reaches for it. */
export const block = defineBlock({
  type: 'careerForm',
  hydration: 'island',
  heading: 'title',
  projection: `{title, intro}`,
  load: () => import('./CareerFormBlock').then((module) => module.CareerFormBlock),
})
