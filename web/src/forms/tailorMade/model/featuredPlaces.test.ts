import { withFeaturedPlaces } from './featuredPlaces'

const COUNTRIES = [
  { id: 250, name: 'France' },
  { id: 372, name: 'Ireland' },
  { id: 826, name: 'United Kingdom' },
]

describe('the featured places of step 1', () => {
  it('come first, in the editors’ order, each as its country, before every country', () => {
    const places = [
      { name: 'Scotland', country: 'United Kingdom' },
      { name: 'England', country: 'United Kingdom' },
      { name: 'Ireland', country: 'Ireland' },
    ]
    expect(withFeaturedPlaces(COUNTRIES, places)).toEqual([
      { id: 826, name: 'Scotland' },
      { id: 826, name: 'England' },
      // A country named as a place is listed once, as the place.
      { id: 372, name: 'Ireland' },
      { id: 250, name: 'France' },
      { id: 826, name: 'United Kingdom' },
    ])
  })

  it('leave out a place whose country the warehouse does not list, a blank name and a repeat', () => {
    const places = [
      { name: 'Isle of Man', country: 'Isle of Man' },
      { name: '  ', country: 'France' },
      { name: 'Wales', country: ' United Kingdom ' },
      { name: 'Wales', country: 'United Kingdom' },
    ]
    expect(withFeaturedPlaces(COUNTRIES, places)).toEqual([{ id: 826, name: 'Wales' }, ...COUNTRIES])
  })

  it('change nothing without places, or without countries', () => {
    expect(withFeaturedPlaces(COUNTRIES, [])).toEqual(COUNTRIES)
    expect(withFeaturedPlaces([], [{ name: 'Scotland', country: 'United Kingdom' }])).toEqual([])
  })
})
