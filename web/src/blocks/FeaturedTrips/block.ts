import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, intro, trips[]{type, code}}`

/** Trip cards from the warehouse, added on the server (blockData.ts); nothing to do in the browser. */
export const block = defineBlock({
  type: 'featuredTrips',
  hydration: 'static',
  heading: 'title',
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './FeaturedTrips').then((module) => module.FeaturedTrips),
})
