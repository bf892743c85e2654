import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, intro}`

/** The tailor-made wizard: the page's one application, hydrated with the page. */
export const block = defineBlock({
  type: 'tailorMadeWizard',
  hydration: 'page',
  heading: 'title',
  load: () => import('./TailorMadeWizardBlock').then((module) => module.TailorMadeWizardBlock),
})
