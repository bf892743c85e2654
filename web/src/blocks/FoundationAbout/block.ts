import { imageProjection, richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** Text and images; nothing to do in the browser. */
export const block = defineBlock({
  type: 'foundationAbout',
  hydration: 'static',
  heading: 'title',
  projection: `{heroImage${imageProjection}, title, body${richTextProjection}, image${imageProjection}}`,
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './FoundationAbout').then(
      (module) => module.FoundationAbout,
    ),
})
