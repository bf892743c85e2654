import { defineBlock } from '../defineBlock'

/** The quick search bar; it hydrates when the visitor reaches for it. */
export const block = defineBlock({
  type: 'quickSearch',
  hydration: 'island',
  heading: 'title',
  projection: `{title, subtitle}`,
  load: () => import('./QuickSearch').then((module) => module.QuickSearch),
})
