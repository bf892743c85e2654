import { buttonActionProjection, imageProjection, richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{subtitle, title, body${richTextProjection}, image${imageProjection}, button${buttonActionProjection}}`

/** Text and images; nothing to do in the browser. */
export const block = defineBlock({
  type: 'cruisePartnerAbout',
  hydration: 'static',
  heading: 'title',
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './CruisePartnerAbout').then(
      (module) => module.CruisePartnerAbout,
    ),
})
