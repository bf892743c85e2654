import { buttonActionProjection, imageProjection, richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** Text and images; nothing to do in the browser. */
export const block = defineBlock({
  type: 'homeAboutUs',
  hydration: 'static',
  heading: 'title',
  projection: `{subtitle, title, body${richTextProjection}, image${imageProjection}, button${buttonActionProjection}}`,
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './HomeAboutUs').then((module) => module.HomeAboutUs),
})
