import { dayIn, isoInZone, nextDay, readableMoment, startOfDay, zoneName } from './clock'

describe('a site’s clock', () => {
  it('starts a day at midnight in the zone asked for, in summer time and out of it', () => {
    expect(new Date(startOfDay('2027-01-14', 'Australia/Sydney')).toISOString()).toBe(
      '2027-01-13T13:00:00.000Z',
    )
    expect(new Date(startOfDay('2027-07-14', 'Australia/Sydney')).toISOString()).toBe(
      '2027-07-13T14:00:00.000Z',
    )
    expect(new Date(startOfDay('2027-07-14', 'UTC')).toISOString()).toBe('2027-07-14T00:00:00.000Z')
    expect(new Date(startOfDay('2027-07-14', 'Pacific/Auckland')).toISOString()).toBe(
      '2027-07-13T12:00:00.000Z',
    )
  })

  it('starts no day for a malformed date', () => {
    expect(startOfDay('14/07/2027', 'Australia/Sydney')).toBeNaN()
    expect(startOfDay('', 'Australia/Sydney')).toBeNaN()
  })

  it('puts a moment near midnight on the day of the zone, not of UTC', () => {
    // 10:30 on 1 Dec in UTC is 23:30 on 1 Dec in Auckland (NZDT, +13) and 21:30 in Sydney.
    expect(dayIn('2026-12-01T10:30:00Z', 'Pacific/Auckland')).toBe('2026-12-01')
    // 11:30 UTC is 00:30 on 2 Dec in Auckland; still 1 Dec in Sydney and in UTC.
    expect(dayIn('2026-12-01T11:30:00Z', 'Pacific/Auckland')).toBe('2026-12-02')
    expect(dayIn('2026-12-01T11:30:00Z', 'Australia/Sydney')).toBe('2026-12-01')
    // 13:30 UTC is 00:30 on 2 Dec in Sydney (AEDT, +11).
    expect(dayIn('2026-12-01T13:30:00Z', 'Australia/Sydney')).toBe('2026-12-02')
  })

  it('writes a moment with the zone’s offset, which reads back to the same instant', () => {
    const iso = isoInZone('2026-12-01T13:30:05Z', 'Australia/Sydney')
    expect(iso).toBe('2026-12-02T00:30:05+11:00')
    expect(new Date(iso).toISOString()).toBe('2026-12-01T13:30:05.000Z')
    expect(isoInZone('2027-07-01T00:00:00Z', 'Pacific/Auckland')).toBe('2027-07-01T12:00:00+12:00')
  })

  it('labels every time with its zone', () => {
    expect(readableMoment('2026-12-01T13:30:00Z', 'Australia/Sydney')).toMatch(/2 Dec 2026.*00:30.*AEDT/)
    expect(readableMoment('2026-12-01T13:30:00Z', 'Pacific/Auckland', 'en-NZ')).toMatch(
      /2 Dec 2026.*02:30.*NZDT/,
    )
    expect(zoneName('Australia/Sydney')).toBe('Sydney time')
    expect(zoneName('Pacific/Auckland')).toBe('Auckland time')
  })

  it('counts the day after a day across a month’s end', () => {
    expect(nextDay('2027-02-28')).toBe('2027-03-01')
  })
})
