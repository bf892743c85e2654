import { imageProjection, richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{heroImage${imageProjection}, title, body${richTextProjection}, image${imageProjection}}`

/** Text and images; nothing to do in the browser. */
export const block = defineBlock({
  type: 'foundationAbout',
  hydration: 'static',
  heading: 'title',
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './FoundationAbout').then(
      (module) => module.FoundationAbout,
    ),
})
