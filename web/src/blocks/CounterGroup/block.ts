import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, items[]{_key, header1, number, suffix, header2}}`

/**
 * Figures that count up once scrolled into view. An island: the block's code loads with the pages
 * that have it, the count's as the figures come into view (docs/hydration.md, the counter).
 */
export const block = defineBlock({
  type: 'counterGroup',
  hydration: 'island',
  heading: 'title',
  load: () => import('./CounterGroup').then((module) => module.CounterGroup),
})
