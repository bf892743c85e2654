import { slugify } from './slugs'

describe('slugify', () => {
  it.each([
    ['Africa & Middle East', 'africa-middle-east'],
    ["Côte d'Azur", 'cote-d-azur'],
    ['  Trailing, and leading!  ', 'trailing-and-leading'],
    ['South-East Asia', 'south-east-asia'],
    ['', ''],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })
})
