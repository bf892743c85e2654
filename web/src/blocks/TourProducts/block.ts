import { buttonActionProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, destinationSlug, seeMore${buttonActionProjection}}`

/** Tour cards from the warehouse, added on the server (blockData.ts); nothing to do in the browser. */
export const block = defineBlock({
  type: 'tourProducts',
  hydration: 'static',
  heading: 'title',
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './TourProducts').then((module) => module.TourProducts),
})
