import { buttonActionProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, sections[]{_key, title, links[]${buttonActionProjection}}}`

/** Titled lists of links; nothing to do in the browser. */
export const block = defineBlock({
  type: 'offerLinks',
  hydration: 'static',
  heading: 'title',
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './OfferLinks').then((module) => module.OfferLinks),
})
