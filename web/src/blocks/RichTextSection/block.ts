import { richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, body${richTextProjection}}`

export const block = defineBlock({
  type: 'richTextSection',
  hydration: 'static',
  heading: 'title',
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './RichTextSection').then(
      (module) => module.RichTextSection,
    ),
})
