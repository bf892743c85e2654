import { buttonActionProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The enquiry tabs: forms, which hydrate when the visitor reaches for them. */
export const block = defineBlock({
  type: 'enquirySection',
  hydration: 'island',
  projection: `{title, intro, tailorMadeText, tailorMadeLink${buttonActionProjection}}`,
  load: () => import('./EnquirySection').then((module) => module.EnquirySection),
})
