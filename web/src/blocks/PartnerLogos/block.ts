import { imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** Partner brands' logos that slide every 6 seconds: an island that hydrates as it comes into view. */
export const block = defineBlock({
  type: 'partnerLogos',
  hydration: 'island',
  heading: 'title',
  projection: `{title, partners[]{_key, "logo": @${imageProjection}}}`,
  load: () => import('./PartnerLogos').then((module) => module.PartnerLogos),
})
