import { imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, intro, leftItems[]{_key, icon, title, text}, image${imageProjection}, rightItems[]{_key, icon, title, text}}`

/** Text and images; nothing to do in the browser. */
export const block = defineBlock({
  type: 'homeB2cAgency',
  hydration: 'static',
  heading: 'title',
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './HomeB2cAgency').then((module) => module.HomeB2cAgency),
})
