import { formProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, form->${formProjection}}`

/** A form the editors defined; it hydrates when the visitor reaches for it. */
export const block = defineBlock({
  type: 'formBlock',
  hydration: 'island',
  heading: 'title',
  load: () => import('./FormBlock').then((module) => module.FormBlock),
})
