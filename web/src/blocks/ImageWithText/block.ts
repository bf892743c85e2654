import { buttonActionProjection, imageProjection, richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  subtitle,
  title,
  body${richTextProjection},
  image${imageProjection},
  imagePosition,
  button${buttonActionProjection}
}`

export const block = defineBlock({
  type: 'imageWithText',
  hydration: 'static',
  heading: 'title',
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './ImageWithText').then((module) => module.ImageWithText),
})
