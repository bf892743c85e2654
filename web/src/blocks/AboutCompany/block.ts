import { buttonActionProjection, imageProjection, richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  subtitle,
  title,
  text${richTextProjection},
  image${imageProjection},
  firstSubImage${imageProjection},
  secondSubImage${imageProjection},
  subDescriptions[]{_key, description, link${buttonActionProjection}}
}`

/**
 * An island for its text's toggle alone, which scrolls back on collapse (AboutText.tsx); the
 * rest is text, images and links.
 */
export const block = defineBlock({
  type: 'aboutCompany',
  hydration: 'island',
  heading: 'title',
  load: () => import('./AboutCompany').then((module) => module.AboutCompany),
})
