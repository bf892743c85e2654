import { imageProjection, linkTarget, richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  title,
  text${richTextProjection},
  moreText${richTextProjection},
  tiles[]{_key, label, image${imageProjection}, ${linkTarget}}
}`

/**
 * Text with a Read more expander, and link tiles. The expander is a <details>: the browser opens
 * and closes it with no script, so the block is static (docs/hydration.md).
 */
export const block = defineBlock({
  type: 'overview',
  hydration: 'static',
  heading: 'title',
  load: () => import(/* webpackChunkName: "static-parts" */ './Overview').then((module) => module.Overview),
})
