import { defineBlock } from '../defineBlock'

/**
 * A number that counts up once scrolled into view. An island that hydrates with the page (its
 * code loads only with the pages that have one): the count must start without any interaction,
 * so it watches for the number itself (useCountUp.ts, docs/hydration.md).
 */
export const block = defineBlock({
  type: 'counter',
  hydration: 'island',
  projection: `{topTitle, numberCount, suffix, bottomTitle}`,
  load: () => import('./Counter').then((module) => module.Counter),
})
