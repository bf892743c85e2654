import { imageProjection, richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** Panels that open one at a time: an island, hydrated as it comes into view (JourneyTimeline.tsx). */
export const block = defineBlock({
  type: 'journeyTimeline',
  hydration: 'island',
  heading: 'title',
  projection: `{
    title,
    panels[]{_key, time, title, description, content${richTextProjection}, image${imageProjection}}
  }`,
  load: () => import('./JourneyTimeline').then((module) => module.JourneyTimeline),
})
