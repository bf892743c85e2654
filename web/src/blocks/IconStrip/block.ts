import { defineBlock } from '../defineBlock'

/** Icons with a title and a line each; nothing to do in the browser. */
export const block = defineBlock({
  type: 'iconStrip',
  hydration: 'static',
  heading: 'title',
  projection: `{title, items[]{_key, icon, title, text}}`,
  load: () => import(/* webpackChunkName: "static-parts" */ './IconStrip').then((module) => module.IconStrip),
})
