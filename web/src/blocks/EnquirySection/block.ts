import { buttonActionProjection, formProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The enquiry tabs: forms, which hydrate when the visitor reaches for them. */
export const block = defineBlock({
  type: 'enquirySection',
  hydration: 'island',
  heading: 'title',
  projection: `{
    title,
    intro,
    tailorMadeText,
    tailorMadeLink${buttonActionProjection},
    "formTab": formTab{label, form->${formProjection}},
    firstTab
  }`,
  load: () => import('./EnquirySection').then((module) => module.EnquirySection),
})
