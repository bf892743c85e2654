import { titleCase } from './titleCase'

describe('titleCase', () => {
  it.each([
    ['fast_pace', 'Fast Pace'],
    ['zip-lining_and_aerial_adventures', 'Zip-Lining And Aerial Adventures'],
    ['paid_activities', 'Paid Activities'],
    ['coastal-courses', 'Coastal-Courses'],
    ['vietnam', 'Vietnam'],
    ['new zealand', 'New Zealand'],
    ['  ho chi minh   city ', 'Ho Chi Minh City'],
    ['côte d’ivoire', 'Côte D’ivoire'],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(titleCase(text)).toBe(expected)
  })
})
