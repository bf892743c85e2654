import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, intro}`

/** The career application: text with a form, which hydrates when the visitor reaches for it. */
export const block = defineBlock({
  type: 'careerForm',
  hydration: 'island',
  heading: 'title',
  load: () => import('./CareerFormBlock').then((module) => module.CareerFormBlock),
})
