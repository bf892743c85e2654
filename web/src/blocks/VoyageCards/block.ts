import { buttonActionProjection, imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** Voyages as cards with their dates and "from" price: pictures, text and links, no script. */
export const block = defineBlock({
  type: 'voyageCards',
  hydration: 'static',
  heading: 'title',
  projection: `{
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
  }`,
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './VoyageCards').then((module) => module.VoyageCards),
})
