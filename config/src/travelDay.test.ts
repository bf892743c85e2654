import { startOfDay } from './travelDay'

describe('the start of a travel day', () => {
  it('is midnight in Sydney, in summer time and out of it', () => {
    expect(new Date(startOfDay('2027-01-14')).toISOString()).toBe('2027-01-13T13:00:00.000Z')
    expect(new Date(startOfDay('2027-07-14')).toISOString()).toBe('2027-07-13T14:00:00.000Z')
  })

  it('is midnight of the zone asked for', () => {
    expect(new Date(startOfDay('2027-07-14', 'UTC')).toISOString()).toBe('2027-07-14T00:00:00.000Z')
    expect(new Date(startOfDay('2027-07-14', 'Pacific/Auckland')).toISOString()).toBe(
      '2027-07-13T12:00:00.000Z',
    )
  })

  it('is not a moment for a malformed date', () => {
    expect(startOfDay('14/07/2027')).toBeNaN()
    expect(startOfDay('')).toBeNaN()
  })
})
