import { BROCHURES_PER_PAGE, movePage, pageCount, pageOf } from './paging'

describe('brochure paging', () => {
  it('holds 4 rows of 4 brochures a page', () => {
    expect(BROCHURES_PER_PAGE).toBe(16)
    expect([0, 1, 16, 17, 32, 33].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3])
  })

  it('gives each page its own brochures, the last page what is left', () => {
    const items = Array.from({ length: 18 }, (_, index) => index)
    expect(pageOf(items, 1)).toEqual(items.slice(0, 16))
    expect(pageOf(items, 2)).toEqual([16, 17])
  })

  it('moves by one page, never before the first or past the last', () => {
    expect(movePage(1, 1, 3)).toBe(2)
    expect(movePage(2, -1, 3)).toBe(1)
    expect(movePage(1, -1, 3)).toBe(1)
    expect(movePage(3, 1, 3)).toBe(3)
    expect(movePage(1, 1, 1)).toBe(1)
  })
})
