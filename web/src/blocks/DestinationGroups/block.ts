import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title}`

/** Destination links from the warehouse, added on the server; Show more is HTML (a details). */
export const block = defineBlock({
  type: 'destinationGroups',
  hydration: 'static',
  heading: 'title',
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './DestinationGroups').then(
      (module) => module.DestinationGroups,
    ),
})
