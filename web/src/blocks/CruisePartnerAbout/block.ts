import { buttonActionProjection, imageProjection, richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** Text and images; nothing to do in the browser. */
export const block = defineBlock({
  type: 'cruisePartnerAbout',
  hydration: 'static',
  heading: 'title',
  projection: `{subtitle, title, body${richTextProjection}, image${imageProjection}, button${buttonActionProjection}}`,
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './CruisePartnerAbout').then(
      (module) => module.CruisePartnerAbout,
    ),
})
