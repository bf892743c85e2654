import { imageProjection, richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  title,
  panels[]{_key, time, title, description, content${richTextProjection}, image${imageProjection}}
}`

/** Panels that open one at a time: an island, hydrated as it comes into view (JourneyTimeline.tsx). */
export const block = defineBlock({
  type: 'journeyTimeline',
  hydration: 'island',
  heading: 'title',
  load: () => import('./JourneyTimeline').then((module) => module.JourneyTimeline),
})
