import { buttonActionProjection, imageProjection, richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

export const block = defineBlock({
  type: 'imageWithText',
  hydration: 'static',
  heading: 'title',
  projection: `{
    subtitle,
    title,
    body${richTextProjection},
    image${imageProjection},
    imagePosition,
    button${buttonActionProjection}
  }`,
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './ImageWithText').then((module) => module.ImageWithText),
})
