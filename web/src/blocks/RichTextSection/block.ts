import { richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

export const block = defineBlock({
  type: 'richTextSection',
  hydration: 'static',
  heading: 'title',
  projection: `{title, body${richTextProjection}}`,
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './RichTextSection').then(
      (module) => module.RichTextSection,
    ),
})
