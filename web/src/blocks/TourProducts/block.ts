import { buttonActionProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** Tour cards from the warehouse, added on the server (blockData.ts); nothing to do in the browser. */
export const block = defineBlock({
  type: 'tourProducts',
  hydration: 'static',
  heading: 'title',
  projection: `{title, destinationSlug, seeMore${buttonActionProjection}}`,
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './TourProducts').then((module) => module.TourProducts),
})
