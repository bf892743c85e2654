import { buttonActionProjection, imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** How the brands and partners work together: text, images and links, nothing to do in the browser. */
export const block = defineBlock({
  type: 'synergy',
  hydration: 'static',
  heading: 'title',
  projection: `{
    title,
    intro,
    items[]{_key, image${imageProjection}, title, text, link${buttonActionProjection}}
  }`,
  load: () => import(/* webpackChunkName: "static-parts" */ './Synergy').then((module) => module.Synergy),
})
