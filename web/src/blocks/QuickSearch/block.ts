import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, subtitle}`

/** The quick search bar; it hydrates when the visitor reaches for it. */
export const block = defineBlock({
  type: 'quickSearch',
  hydration: 'island',
  heading: 'title',
  load: () => import('./QuickSearch').then((module) => module.QuickSearch),
})
