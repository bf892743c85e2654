import { buttonActionProjection, formProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  title,
  intro,
  tailorMadeText,
  tailorMadeLink${buttonActionProjection},
  "formTab": formTab{label, form->${formProjection}},
  firstTab
}`

/** The enquiry tabs: forms, which hydrate when the visitor reaches for them. */
export const block = defineBlock({
  type: 'enquirySection',
  hydration: 'island',
  heading: 'title',
  load: () => import('./EnquirySection').then((module) => module.EnquirySection),
})
