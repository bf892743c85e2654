import { defineBlock } from '../defineBlock'

/** The tailor-made wizard: the page's one application, hydrated with the page. */
export const block = defineBlock({
  type: 'tailorMadeWizard',
  hydration: 'page',
  heading: 'title',
  projection: `{title, intro}`,
  load: () => import('./TailorMadeWizardBlock').then((module) => module.TailorMadeWizardBlock),
})
