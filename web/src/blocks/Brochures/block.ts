import { imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  title,
  brochures[]->{_id, title, image${imageProjection}, "file": file.asset->url, availableFrom, availableUntil}
}`

/**
 * The brand's brochures in pages of 16, each opening its PDF in a full-screen viewer. An island
 * that hydrates as it comes into view; its first page is in the server HTML. The server leaves
 * out brochures outside their publish window and times the page's next rendering by the windows
 * (web/src/server/content/publishWindows.ts).
 */
export const block = defineBlock({
  type: 'brochures',
  hydration: 'island',
  heading: 'title',
  load: () => import('./Brochures').then((module) => module.Brochures),
})
