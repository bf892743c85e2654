import type { BlockOf } from '../types'

/** A famil as the card shows it: the server has left it out while hidden or outside its window. */
export type Famil = NonNullable<BlockOf<'familInformation'>['famil']>
export type ItineraryAndPrice = NonNullable<Famil['itineraryAndPrice']>
export type ItineraryDay = NonNullable<NonNullable<ItineraryAndPrice['itinerary']>['list']>[number]
