import { formProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** A form the editors defined; it hydrates when the visitor reaches for it. */
export const block = defineBlock({
  type: 'formBlock',
  hydration: 'island',
  heading: 'title',
  projection: `{title, form->${formProjection}}`,
  load: () => import('./FormBlock').then((module) => module.FormBlock),
})
