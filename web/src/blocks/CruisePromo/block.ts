import { buttonActionProjection, imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, text, images[]{_key, "image": @${imageProjection}}, button${buttonActionProjection}}`

/**
 * Three images and a button: a row on a wide screen, with no script; on a phone the images are a
 * carousel, an island that hydrates (and loads react-slick) only as it comes into view there.
 */
export const block = defineBlock({
  type: 'cruisePromo',
  hydration: 'island',
  heading: 'title',
  load: () => import('./CruisePromo').then((module) => module.CruisePromo),
})
