import { imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, partners[]{_key, "logo": @${imageProjection}}}`

/** Partner brands' logos that slide every 6 seconds: an island that hydrates as it comes into view. */
export const block = defineBlock({
  type: 'partnerLogos',
  hydration: 'island',
  heading: 'title',
  load: () => import('./PartnerLogos').then((module) => module.PartnerLogos),
})
