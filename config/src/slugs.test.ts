import { isPageSlug, isSlugSegment, slugify } from './slugs'

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

describe('the slug rule', () => {
  it('takes lower-case words joined by single hyphens; a page slug may have "/"-separated parts', () => {
    expect(isPageSlug('summer-sale')).toBe(true)
    expect(isPageSlug('guides/rail-2026')).toBe(true)
    expect(isSlugSegment('guides/rail-2026')).toBe(false)
    for (const slug of [
      'Summer-Sale',
      'summer--sale',
      '-a',
      'a-',
      'a//b',
      '/a',
      'a/',
      '../x',
      'a?b',
      '',
      'x'.repeat(201),
    ]) {
      expect({ slug, page: isPageSlug(slug), segment: isSlugSegment(slug) }).toEqual({
        slug,
        page: false,
        segment: false,
      })
    }
  })
})
