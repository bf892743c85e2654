import { buttonActionProjection, offerCardProjection, shownOnSite } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/**
 * The fields the block gets: its part of the page query (defineBlock.ts). Each section's offers
 * are those shown on the page's site; the page applies their windows (publishWindows.ts).
 */
export const projection = `{title, sections[]{
  _key,
  title,
  "offers": (offers[]->)[defined(_id) && (${shownOnSite})]${offerCardProjection},
  links[]${buttonActionProjection}
}}`

/** Titled lists of offers and links; nothing to do in the browser. */
export const block = defineBlock({
  type: 'offerLinks',
  hydration: 'static',
  heading: 'title',
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './OfferLinks').then((module) => module.OfferLinks),
})
