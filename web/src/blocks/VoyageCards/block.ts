import { buttonActionProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  title,
  intro,
  voyages[]{
    _key,
    trip{type, code},
    departures,
    summary,
    button${buttonActionProjection},
    askAboutVoyage
  }
}`

/** Cruises of the warehouse as cards (added on the server, blockData.ts) with their dates: no script. */
export const block = defineBlock({
  type: 'voyageCards',
  hydration: 'static',
  heading: 'title',
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './VoyageCards').then((module) => module.VoyageCards),
})
