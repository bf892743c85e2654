import { newsDate } from './newsDate'

it('reads as day, short month and two-digit year', () => {
  expect(newsDate('2026-03-05')).toBe('05 Mar 26')
  expect(newsDate('2025-09-30')).toBe('30 Sep 25')
  expect(newsDate('2030-12-01')).toBe('01 Dec 30')
})

it('shows nothing for a date it cannot read', () => {
  expect(newsDate(null)).toBeNull()
  expect(newsDate('2026-13-05')).toBeNull()
  expect(newsDate('2026-00-05')).toBeNull()
  expect(newsDate('2026-03-00')).toBeNull()
  expect(newsDate('05/03/2026')).toBeNull()
  expect(newsDate('2026-03-05T10:00:00Z')).toBeNull()
})
