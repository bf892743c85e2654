import { buttonActionProjection, imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  title,
  intro,
  voyages[]{
    _key,
    name,
    image${imageProjection},
    nights,
    departures,
    fromPrice,
    summary,
    button${buttonActionProjection},
    askAboutVoyage
  }
}`

/** Voyages as cards with their dates and "from" price: pictures, text and links, no script. */
export const block = defineBlock({
  type: 'voyageCards',
  hydration: 'static',
  heading: 'title',
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './VoyageCards').then((module) => module.VoyageCards),
})
