import { richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** Questions under tags, and a search over them: an island, hydrated when the visitor reaches for it. */
export const block = defineBlock({
  type: 'faq',
  hydration: 'island',
  heading: 'title',
  projection: `{
    title,
    tags[]->{_id, tag, faqs[]{_key, question, answer${richTextProjection}}}
  }`,
  load: () => import('./Faq').then((module) => module.Faq),
})
