import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, intro, golfFocus, featuredPlaces[]{name, country}}`

/**
 * The tailor-made wizard: the page's one application, an island that hydrates as it comes into
 * view (at once: it heads its page), as a transition, in slices (docs/hydration.md).
 */
export const block = defineBlock({
  type: 'tailorMadeWizard',
  hydration: 'island',
  heading: 'title',
  load: () => import('./TailorMadeWizardBlock').then((module) => module.TailorMadeWizardBlock),
})
