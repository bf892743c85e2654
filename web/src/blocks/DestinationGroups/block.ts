import { defineBlock } from '../defineBlock'

/** Destination links from the warehouse, added on the server; Show more is HTML (a details). */
export const block = defineBlock({
  type: 'destinationGroups',
  hydration: 'static',
  heading: 'title',
  projection: `{title}`,
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './DestinationGroups').then(
      (module) => module.DestinationGroups,
    ),
})
