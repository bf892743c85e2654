import { buttonActionProjection, imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/**
 * Three images and a button: a row on a wide screen, with no script; on a phone the images are a
 * carousel, an island that hydrates (and loads react-slick) only as it comes into view there.
 */
export const block = defineBlock({
  type: 'cruisePromo',
  hydration: 'island',
  heading: 'title',
  projection: `{title, text, images[]{_key, "image": @${imageProjection}}, button${buttonActionProjection}}`,
  load: () => import('./CruisePromo').then((module) => module.CruisePromo),
})
