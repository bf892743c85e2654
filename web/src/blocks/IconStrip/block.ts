import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, items[]{_key, icon, title, text}}`

/** Icons with a title and a line each; nothing to do in the browser. */
export const block = defineBlock({
  type: 'iconStrip',
  hydration: 'static',
  heading: 'title',
  load: () => import(/* webpackChunkName: "static-parts" */ './IconStrip').then((module) => module.IconStrip),
})
