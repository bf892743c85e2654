import { imageProjection, richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  "title": famil->title,
  famil->{
    _id,
    title,
    tripName,
    brand,
    date,
    hidden,
    registrationOpens,
    registrationCloses,
    itineraryAndPrice{
      price,
      inclusions{title, list[]{_key, title, contents}},
      itinerary{title, list[]{_key, title, content, image${imageProjection}}}
    },
    termsAndConditions${richTextProjection}
  }
}`

/**
 * A famil's information card, its itinerary-and-price and terms dialogs loading when first
 * reached for. An island whose two buttons hydrate as they come into view. The server leaves the
 * famil out while it is hidden or outside its registration window, and times the page's next
 * rendering by that window (web/src/server/content/publishWindows.ts). `title` is the famil's,
 * so that a page whose first block is this card takes the card's title as its heading.
 */
export const block = defineBlock({
  type: 'familInformation',
  hydration: 'island',
  heading: 'title',
  load: () => import('./FamilInformation').then((module) => module.FamilInformation),
})
