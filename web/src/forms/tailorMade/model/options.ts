import { labelOf } from '@/site/readableId'

/**
 * The tailor-made wizard's fixed values (spec 02 §2, §3, §9), each id exactly as the spec gives
 * it, and beside each list the words the visitor sees for it: a label written for every id, typed
 * so that an id without one fails to compile. What the back office gets is the id, or for some
 * values the id formatted (`titleCase`, docs/upstream.md), never the label.
 */

export const TRAVEL_TYPES = ['SOLO', 'COUPLE', 'FAMILY', 'GROUP'] as const
export type TravelType = (typeof TRAVEL_TYPES)[number]

export const TRAVEL_TYPE_LABELS: Record<TravelType, string> = {
  SOLO: 'Solo',
  COUPLE: 'Couple',
  FAMILY: 'Family',
  GROUP: 'Group',
}

/** The bed types a solo traveller or a couple chooses from (the spec names no values). */
export const BED_TYPES = ['single', 'double', 'twin'] as const
export type BedType = (typeof BED_TYPES)[number]
export const BED_TYPE_LABELS: Record<BedType, string> = {
  single: 'Single bed',
  double: 'Double bed',
  twin: 'Twin beds',
}

export const ROOM_TYPES = ['singleRoom', 'doubleRoom', 'tripleRoom', 'quadRoom'] as const
export type RoomType = (typeof ROOM_TYPES)[number]
/** People per room (spec 02 §9). */
export const ROOM_CAPACITY: Record<RoomType, number> = {
  singleRoom: 1,
  doubleRoom: 2,
  tripleRoom: 3,
  quadRoom: 4,
}
export const ROOM_LABELS: Record<RoomType, string> = {
  singleRoom: 'Single rooms',
  doubleRoom: 'Double rooms',
  tripleRoom: 'Triple rooms',
  quadRoom: 'Quad rooms',
}

export const CHILD_AGE = { min: 0, max: 12 } as const

export const DATE_TYPES = ['HAVE_DATES_SET', 'FLEXIBLE_DATES', 'DONT_KNOW_YET'] as const
export type DateType = (typeof DATE_TYPES)[number]
export const DATE_TYPE_LABELS: Record<DateType, string> = {
  HAVE_DATES_SET: 'I have dates set',
  FLEXIBLE_DATES: 'My dates are flexible',
  DONT_KNOW_YET: "I don't know yet",
}
/** How many arrival months a flexible trip offers, from this month on (spec 02 §3). */
export const MONTH_OPTIONS = 12

/**
 * The months a trip may start in, from this one (the visitor's clock), `MONTH_OPTIONS` of them:
 * 'YYYY-MM' values, "January 2027" labels. The wizard's flexible dates and a product enquiry offer them.
 */
export function arrivalMonths(now = new Date()): { value: string; label: string }[] {
  const label = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' })
  return Array.from({ length: MONTH_OPTIONS }, (_, offset) => {
    const month = new Date(now.getFullYear(), now.getMonth() + offset, 1)
    const value = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`
    return { value, label: label.format(month) }
  })
}

export const TRIP_FOCUSES = [
  'country_highlights',
  'adventure',
  'specialty',
  'hidden_gems',
  'culture_and_heritage',
  'gastronomy_and_wines',
  'beach_and_islands',
  'educational_and_study_tours',
  'golf_holidays',
  'other',
] as const
export type TripFocus = (typeof TRIP_FOCUSES)[number]
export const TRIP_FOCUS_LABELS: Record<TripFocus, string> = {
  country_highlights: 'Country highlights',
  adventure: 'Adventure',
  specialty: 'Specialty',
  hidden_gems: 'Hidden gems',
  culture_and_heritage: 'Culture and heritage',
  gastronomy_and_wines: 'Gastronomy and wine',
  beach_and_islands: 'Beaches and islands',
  educational_and_study_tours: 'Educational and study tours',
  golf_holidays: 'Golf holidays',
  other: 'Other',
}

/**
 * The interests every focus includes. The spec does not show the base list's content; these are
 * the interests its early destination-focus dialog offers (spec 02 §2), the one general list it
 * names.
 */
export const BASE_INTERESTS = [
  'eco_and_sustainable_tourism',
  'historical_landmarks',
  'natural_landscapes',
  'culture_experiences',
  'architecture',
  'local_cuisine',
  'markets_and_shopping',
  'adventure_and_outdoor_activities',
  'local_lifestyle',
  'religious_sites_and_pilgrimages',
  'entertainment_and_nightlife',
  'photography_spots',
  'wildlife_and_safaris',
  'cruises_and_boat',
] as const

const BASE = '*base*' as const

const INTERESTS_BY_FOCUS = {
  country_highlights: ['luxury_and_vip_tours', BASE, 'beach_or_resort_leisure'],
  adventure: [
    BASE,
    'beach_or_resort_leisure',
    'water_sports',
    'mountain_climbing_and_trekking',
    'wildlife_safaris_and_expeditions',
    'hiking_and_walking_drills',
    'zip-lining_and_aerial_adventures',
    'cycling_and_mountain_biking',
    'caving_and_spelunking',
    'snow_and_ice_adventures',
    'volcano_hikes_and_lava_watched',
  ],
  specialty: [
    BASE,
    'beach_or_resort_leisure',
    'health_and_wellness_retreats',
    'history_and_war',
    'literary_and_film',
    'agritourism_and_farm',
  ],
  hidden_gems: [
    'luxury_and_vip_tours',
    BASE,
    'beach_or_resort_leisure',
    'hidden_cultural_experiences',
    'lesser_known_destination',
    'remote_small_villages_and_towns',
    'off_the_beaten_path',
  ],
  culture_and_heritage: [
    'luxury_and_vip_tours',
    BASE,
    'beach_or_resort_leisure',
    'unesco_world_heritage_sites',
    'traditional_festivals_and_events',
    'indigenous_cultures_and_tribes',
    'local_craftsmanship_and_handicrafts',
    'music_dance_and_performing_arts',
    'cultural_heritage_villages_and_towns',
    'world_war_memorials_and_battlefields',
    'traditional_clothing_and_textile_experiences',
    'cultural_immersion_homestays',
  ],
  gastronomy_and_wines: [
    'luxury_and_vip_tours',
    BASE,
    'beach_or_resort_leisure',
    'beer_and_spirits',
    'farm_to_table_and_culinary_workshops',
    'famous_wine_regions',
    'local_craftsmanship_and_handicrafts',
    'local_markets_and_food_festivals',
    'seafood_and_coastal_cuisine',
    'food_and_wine_festivals',
    'sustainable_and_organic_food_experiences',
  ],
  beach_and_islands: [
    'luxury_and_vip_tours',
    BASE,
    'off_the_beaten_path_islands',
    'rafting_and_sailing_expeditions',
  ],
  educational_and_study_tours: [
    'cultural_immersion',
    'projects',
    BASE,
    'science_and_technology',
    'language_immersion',
    'marine_and_oceanography',
    'agriculture_and_sustainable_development',
    'performing_arts_and_music',
  ],
} as const satisfies Partial<Record<TripFocus, readonly string[]>>

type FocusInterest = Exclude<
  (typeof INTERESTS_BY_FOCUS)[keyof typeof INTERESTS_BY_FOCUS][number],
  typeof BASE
>
export type Interest = (typeof BASE_INTERESTS)[number] | FocusInterest

export const INTEREST_LABELS: Record<Interest, string> = {
  eco_and_sustainable_tourism: 'Eco and sustainable tourism',
  historical_landmarks: 'Historical landmarks',
  natural_landscapes: 'Natural landscapes',
  culture_experiences: 'Cultural experiences',
  architecture: 'Architecture',
  local_cuisine: 'Local cuisine',
  markets_and_shopping: 'Markets and shopping',
  adventure_and_outdoor_activities: 'Adventure and outdoor activities',
  local_lifestyle: 'Local lifestyle',
  religious_sites_and_pilgrimages: 'Religious sites and pilgrimages',
  entertainment_and_nightlife: 'Entertainment and nightlife',
  photography_spots: 'Photography spots',
  wildlife_and_safaris: 'Wildlife and safaris',
  cruises_and_boat: 'Cruises and boat trips',
  luxury_and_vip_tours: 'Luxury and VIP tours',
  beach_or_resort_leisure: 'Beach or resort relaxation',
  water_sports: 'Water sports',
  mountain_climbing_and_trekking: 'Mountain climbing and trekking',
  wildlife_safaris_and_expeditions: 'Wildlife safaris and expeditions',
  hiking_and_walking_drills: 'Hiking and walking trails',
  'zip-lining_and_aerial_adventures': 'Zip-lining and aerial adventures',
  cycling_and_mountain_biking: 'Cycling and mountain biking',
  caving_and_spelunking: 'Caving and spelunking',
  snow_and_ice_adventures: 'Snow and ice adventures',
  volcano_hikes_and_lava_watched: 'Volcano hikes and lava watching',
  health_and_wellness_retreats: 'Health and wellness retreats',
  history_and_war: 'History and war',
  literary_and_film: 'Literature and film',
  agritourism_and_farm: 'Agritourism and farm stays',
  hidden_cultural_experiences: 'Hidden cultural experiences',
  lesser_known_destination: 'Lesser-known destinations',
  remote_small_villages_and_towns: 'Remote villages and small towns',
  off_the_beaten_path: 'Off the beaten path',
  unesco_world_heritage_sites: 'UNESCO World Heritage sites',
  traditional_festivals_and_events: 'Traditional festivals and events',
  indigenous_cultures_and_tribes: 'Indigenous cultures and tribes',
  local_craftsmanship_and_handicrafts: 'Local craftsmanship and handicrafts',
  music_dance_and_performing_arts: 'Music, dance and performing arts',
  cultural_heritage_villages_and_towns: 'Heritage villages and towns',
  world_war_memorials_and_battlefields: 'World War memorials and battlefields',
  traditional_clothing_and_textile_experiences: 'Traditional clothing and textiles',
  cultural_immersion_homestays: 'Cultural immersion homestays',
  beer_and_spirits: 'Beer and spirits',
  farm_to_table_and_culinary_workshops: 'Farm-to-table and culinary workshops',
  famous_wine_regions: 'Famous wine regions',
  local_markets_and_food_festivals: 'Local markets and food festivals',
  seafood_and_coastal_cuisine: 'Seafood and coastal cuisine',
  food_and_wine_festivals: 'Food and wine festivals',
  sustainable_and_organic_food_experiences: 'Sustainable and organic food',
  off_the_beaten_path_islands: 'Off-the-beaten-path islands',
  rafting_and_sailing_expeditions: 'Rafting and sailing expeditions',
  cultural_immersion: 'Cultural immersion',
  projects: 'Projects',
  science_and_technology: 'Science and technology',
  language_immersion: 'Language immersion',
  marine_and_oceanography: 'Marine science and oceanography',
  agriculture_and_sustainable_development: 'Agriculture and sustainable development',
  performing_arts_and_music: 'Performing arts and music',
}

/** An interest's label; an id the lists no longer have (kept from an older visit) made readable. */
export const interestLabel = (id: string): string => labelOf(INTEREST_LABELS, id)

/** The interest cards of step 6 for a destination focus; country_highlights' when none matches
 * (golf_holidays, other, or the other-interests text). */
export function interestsFor(focus: string): Interest[] {
  const lists: Partial<Record<string, readonly (Interest | typeof BASE)[]>> = INTERESTS_BY_FOCUS
  const listed = lists[focus] ?? INTERESTS_BY_FOCUS.country_highlights
  return listed.flatMap((item) => (item === BASE ? [...BASE_INTERESTS] : [item]))
}

export const PACES = ['fast_pace', 'moderate_pace', 'slow_pace'] as const
export type Pace = (typeof PACES)[number]
export const PACE_CARDS: Record<Pace, { title: string; text: string }> = {
  fast_pace: { title: 'Fast', text: 'Leave bed early, see as much as possible' },
  moderate_pace: { title: 'Moderate', text: 'Fewer activities, longer stays' },
  slow_pace: { title: 'Slow', text: 'Sleep in, unscheduled days' },
}

/**
 * The accommodation levels. Luxury's value is `slow_pace`, the pace value of the same name: the
 * spec keeps both as given (spec 02 §2).
 */
export const ACCOMMODATION_CARDS = [
  { value: 'dexluxe', title: 'Premium', price: 'from €399 per person/day', text: '4 star plus hotels' },
  {
    value: 'slow_pace',
    title: 'Luxury',
    price: 'from €599 per person/day',
    text: 'Luxury hotels, unique 5 star properties, exclusive country houses',
  },
] as const
export type AccommodationLevel = (typeof ACCOMMODATION_CARDS)[number]['value']

export const TRANSPORTS = ['private_transfers', 'train', 'none'] as const
export type Transport = (typeof TRANSPORTS)[number]
export const TRANSPORT_CARDS: Record<Transport, { title: string; text: string }> = {
  private_transfers: { title: 'Private transfers', text: 'Dedicated chauffeur, max 8 hours per day' },
  train: { title: 'Train', text: 'City connections, station transfers included' },
  none: { title: 'None', text: 'I will arrange my own' },
}

export const ALREADY_BOUGHT = [
  'flights',
  'accommodation',
  'paid_activities',
  'local_transport',
  'nothing',
] as const
export type AlreadyBought = (typeof ALREADY_BOUGHT)[number]
export const ALREADY_BOUGHT_LABELS: Record<AlreadyBought, string> = {
  flights: 'Flights',
  accommodation: 'Accommodation',
  paid_activities: 'Paid activities',
  local_transport: 'Local transport',
  nothing: 'Nothing',
}

/** Golf preferences (spec 02 §2), field names spelled as given. */
export const GOLF_EXPERIENCE = ['beginner', 'intermediate', 'advanced'] as const
export const GOLF_EXPERIENCE_LABELS: Record<(typeof GOLF_EXPERIENCE)[number], string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
}
export const GOLF_COURSE_TYPES = ['links', 'parkland', 'desert', 'coastal-courses'] as const
export const GOLF_COURSE_TYPE_LABELS: Record<(typeof GOLF_COURSE_TYPES)[number], string> = {
  links: 'Links courses',
  parkland: 'Parkland courses',
  desert: 'Desert courses',
  'coastal-courses': 'Coastal courses',
}
export const PRIVATE_OR_PUBLIC = ['private', 'public', 'both'] as const
export const PRIVATE_OR_PUBLIC_LABELS: Record<(typeof PRIVATE_OR_PUBLIC)[number], string> = {
  private: 'Private',
  public: 'Public',
  both: 'Both',
}
export const CLUBS_BRING_OR_RENT = ['bring', 'rent'] as const
export const CLUBS_BRING_OR_RENT_LABELS: Record<(typeof CLUBS_BRING_OR_RENT)[number], string> = {
  bring: 'Bring',
  rent: 'Rent',
}
export const YES_NO = ['yes', 'no'] as const
export const YES_NO_LABELS: Record<(typeof YES_NO)[number], string> = { yes: 'Yes', no: 'No' }
/** The golf questions answered yes or no, with their questions. */
export const GOLF_YES_NO = {
  lookingForGoflCourse: 'Are you looking for a particular golf course?',
  wantToPlayMultipleCourses: 'Do you want to play several courses?',
  interestedInParticipatingGolfEvents: 'Are you interested in taking part in golf events?',
  assistanceWithGolfTransportation: 'Would you like help with transport to the courses?',
  interestedInGolfLessons: 'Are you interested in golf lessons?',
  accessToGolfProTraning: 'Would you like access to training with a golf pro?',
  storageGolfCart: 'Do you need storage for your clubs or a golf cart?',
} as const
export type GolfYesNo = keyof typeof GOLF_YES_NO
