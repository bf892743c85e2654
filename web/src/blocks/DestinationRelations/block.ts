import { imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, entries[]{
  _key,
  categoryTitle,
  slug,
  metaTitle,
  description,
  image${imageProjection},
  "page": page->{brand, "group": group.current, "slug": slug.current}
}}`

/** Cards linking to related destinations; nothing to do in the browser. */
export const block = defineBlock({
  type: 'destinationRelations',
  hydration: 'static',
  heading: 'title',
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './DestinationRelations').then(
      (module) => module.DestinationRelations,
    ),
})
