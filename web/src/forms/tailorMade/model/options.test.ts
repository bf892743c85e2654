/** @jest-environment node */
import { titleCase } from '@/site/titleCase'
import {
  ALREADY_BOUGHT,
  ALREADY_BOUGHT_LABELS,
  BASE_INTERESTS,
  CLUBS_BRING_OR_RENT,
  CLUBS_BRING_OR_RENT_LABELS,
  GOLF_COURSE_TYPES,
  GOLF_COURSE_TYPE_LABELS,
  GOLF_EXPERIENCE,
  GOLF_EXPERIENCE_LABELS,
  INTEREST_LABELS,
  PRIVATE_OR_PUBLIC,
  PRIVATE_OR_PUBLIC_LABELS,
  TRIP_FOCUSES,
  TRIP_FOCUS_LABELS,
  YES_NO,
  YES_NO_LABELS,
  interestLabel,
  interestsFor,
} from './options'

/** The interest cards of step 6 as spec 02 §2 lists them, with the base list where it stands. */
const BASE = 'base list'
const SPEC_LISTS: Record<string, string[]> = {
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
}

const expanded = (list: string[]) => list.flatMap((item) => (item === BASE ? [...BASE_INTERESTS] : [item]))

describe('interestsFor', () => {
  it("uses the early destination-focus dialog's interests as the base list (spec 02 §2)", () => {
    expect(BASE_INTERESTS).toEqual([
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
    ])
  })

  it.each(Object.entries(SPEC_LISTS))('lists the cards of %s in the spec order', (focus, list) => {
    expect(interestsFor(focus)).toEqual(expanded(list))
  })

  it.each([['golf_holidays'], ['other'], ['Street food and jazz bars'], ['']])(
    "falls back to country_highlights' cards for %p",
    (focus) => {
      expect(interestsFor(focus)).toEqual(expanded(SPEC_LISTS['country_highlights']!))
    },
  )

  it('has a list, spec-given or the fallback, for each of the ten focuses', () => {
    expect(TRIP_FOCUSES).toHaveLength(10)
    expect(TRIP_FOCUSES.filter((focus) => !(focus in SPEC_LISTS))).toEqual(['golf_holidays', 'other'])
  })
})

describe('the option labels', () => {
  const everyInterest = [...new Set(TRIP_FOCUSES.flatMap((focus) => interestsFor(focus)))]
  const lists: [string, readonly string[], Record<string, string>][] = [
    ['trip focuses', TRIP_FOCUSES, TRIP_FOCUS_LABELS],
    ['interests', everyInterest, INTEREST_LABELS],
    ['already-bought items', ALREADY_BOUGHT, ALREADY_BOUGHT_LABELS],
    ['golf experience', GOLF_EXPERIENCE, GOLF_EXPERIENCE_LABELS],
    ['golf course types', GOLF_COURSE_TYPES, GOLF_COURSE_TYPE_LABELS],
    ['private or public courses', PRIVATE_OR_PUBLIC, PRIVATE_OR_PUBLIC_LABELS],
    ['clubs', CLUBS_BRING_OR_RENT, CLUBS_BRING_OR_RENT_LABELS],
    ['yes or no', YES_NO, YES_NO_LABELS],
  ]

  it.each(lists)('label every one of the %s, and nothing else, each differently', (_, ids, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...ids].sort())
    const written = ids.map((id) => labels[id])
    expect(
      written.every((label) => typeof label === 'string' && label.trim() === label && label !== ''),
    ).toBe(true)
    expect(new Set(written).size).toBe(ids.length)
  })

  it.each(lists)('are written words for the %s, not the ids title-cased', (_, ids, labels) => {
    for (const id of ids) {
      expect(labels[id]).not.toMatch(/[_]/)
      // A one-word id's capitalised form is a fine label ('Architecture'); a longer one's is not.
      if (/[_-]/.test(id)) expect(labels[id]).not.toBe(titleCase(id))
    }
  })

  it.each([
    ['luxury_and_vip_tours', 'Luxury and VIP tours'],
    ['volcano_hikes_and_lava_watched', 'Volcano hikes and lava watching'],
    ['zip-lining_and_aerial_adventures', 'Zip-lining and aerial adventures'],
    ['unesco_world_heritage_sites', 'UNESCO World Heritage sites'],
    ['hiking_and_walking_drills', 'Hiking and walking trails'],
    ['culture_experiences', 'Cultural experiences'],
  ])('label the interest %s %j', (id, label) => {
    expect(interestLabel(id)).toBe(label)
  })

  it('label the trip focuses, golf courses and already-bought items in plain words', () => {
    expect(TRIP_FOCUS_LABELS.golf_holidays).toBe('Golf holidays')
    expect(TRIP_FOCUS_LABELS.culture_and_heritage).toBe('Culture and heritage')
    expect(GOLF_COURSE_TYPE_LABELS['coastal-courses']).toBe('Coastal courses')
    expect(ALREADY_BOUGHT_LABELS.paid_activities).toBe('Paid activities')
  })

  it('make an interest of no list readable (one kept from an older visit)', () => {
    expect(interestLabel('sea_kayaking_and_whales')).toBe('Sea kayaking and whales')
  })
})
