import { buttonActionProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** Titled lists of links; nothing to do in the browser. */
export const block = defineBlock({
  type: 'offerLinks',
  hydration: 'static',
  heading: 'title',
  projection: `{title, sections[]{_key, title, links[]${buttonActionProjection}}}`,
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './OfferLinks').then((module) => module.OfferLinks),
})
