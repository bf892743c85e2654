import { productDetailPath } from '@/site/products'
import { DURATIONS, TRAVEL_TYPES } from './options'
import { quickSearchSchema, suggestionsQuerySchema } from './schema'

async function errorsOf(schema: typeof quickSearchSchema | typeof suggestionsQuerySchema, values: unknown) {
  try {
    await schema.validate(values, { abortEarly: false, strict: true })
    return {}
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]))
  }
}

describe('the quick search', () => {
  it("offers the spec's travel types and durations", () => {
    expect(TRAVEL_TYPES.map(({ value, label }) => [value, label])).toEqual([
      ['tour', 'Tours'],
      ['cruise', 'Cruises'],
      ['golf-package', 'Golf packages'],
      ['rail', 'Rail'],
    ])
    expect(DURATIONS.map(({ value }) => value)).toEqual([
      'ONE_TO_TEN_DAYS',
      'TEN_TO_FIFTEEN_DAYS',
      'FIFTEEN_TO_TWENTY_DAYS',
      'MORE_THAN_TWENTY',
    ])
    expect(DURATIONS[0]?.label).toBe('1-10 Days')
  })

  it('requires a travel type (Select type); keyword and duration are optional', async () => {
    expect(await errorsOf(quickSearchSchema, { travelType: '', keyword: '', duration: '' })).toEqual({
      travelType: 'Select type',
    })
    expect(await errorsOf(quickSearchSchema, { travelType: 'cruise' })).toEqual({})
    expect(await errorsOf(quickSearchSchema, { travelType: 'hotel' })).toEqual({ travelType: 'Select type' })
    expect(await errorsOf(quickSearchSchema, { travelType: 'rail', duration: 'FOREVER' })).toEqual({
      duration: 'Please choose a duration from the list.',
    })
    expect(await errorsOf(quickSearchSchema, { travelType: 'tour', keyword: 'x'.repeat(101) })).toEqual({
      keyword: 'Please keep the destination under 100 characters.',
    })
  })

  it('asks for suggestions only once something is typed', async () => {
    expect(await errorsOf(suggestionsQuerySchema, { travelType: 'tour', keyword: ' ' })).toEqual({
      keyword: 'Type a destination.',
    })
    expect(await errorsOf(suggestionsQuerySchema, { travelType: 'tour', keyword: 'ja' })).toEqual({})
  })

  it("names each result's detail page by the specification's paths", () => {
    expect(productDetailPath('tour', 'TR-JP-7')).toBe('/en/tours/detail/TR-JP-7')
    expect(productDetailPath('cruise', 'CR-MED-10')).toBe('/en/cruises/detail/CR-MED-10')
    expect(productDetailPath('golf-package', 'GF-SCO-7')).toBe('/en/golfs/detail/GF-SCO-7')
    expect(productDetailPath('rail', 'RL CH/10')).toBe('/en/rails/detail/RL%20CH%2F10')
  })
})
