import { imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** Text and images; nothing to do in the browser. */
export const block = defineBlock({
  type: 'homeB2cAgency',
  hydration: 'static',
  heading: 'title',
  projection: `{title, intro, leftItems[]{_key, icon, title, text}, image${imageProjection}, rightItems[]{_key, icon, title, text}}`,
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './HomeB2cAgency').then((module) => module.HomeB2cAgency),
})
