import { defineBlock } from '../defineBlock'

/**
 * Figures that count up once scrolled into view. An island: the block's code loads with the pages
 * that have it, the count's as the figures come into view (docs/hydration.md, the counter).
 */
export const block = defineBlock({
  type: 'counterGroup',
  hydration: 'island',
  heading: 'title',
  projection: `{title, items[]{_key, header1, number, suffix, header2}}`,
  load: () => import('./CounterGroup').then((module) => module.CounterGroup),
})
