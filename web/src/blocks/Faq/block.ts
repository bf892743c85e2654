import { richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  title,
  tags[]->{_id, tag, faqs[]{_key, question, answer${richTextProjection}}}
}`

/** Questions under tags, and a search over them: an island, hydrated when the visitor reaches for it. */
export const block = defineBlock({
  type: 'faq',
  hydration: 'island',
  heading: 'title',
  load: () => import('./Faq').then((module) => module.Faq),
})
