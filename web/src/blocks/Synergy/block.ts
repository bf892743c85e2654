import { buttonActionProjection, imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  title,
  intro,
  items[]{_key, image${imageProjection}, title, text, link${buttonActionProjection}}
}`

/** How the brands and partners work together: text, images and links, nothing to do in the browser. */
export const block = defineBlock({
  type: 'synergy',
  hydration: 'static',
  heading: 'title',
  load: () => import(/* webpackChunkName: "static-parts" */ './Synergy').then((module) => module.Synergy),
})
