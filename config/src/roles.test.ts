import { brandIds } from './brands'
import { canAccessBrand, canHandleSubmissions } from './roles'

describe('access to a brand', () => {
  it('opens every brand to a project role, one brand to its scoped role, none without a role', () => {
    expect(canAccessBrand(['administrator'], 'cruises')).toBe(true)
    expect(canAccessBrand(['cruises-editor'], 'cruises')).toBe(true)
    expect(canAccessBrand(['rail-contractor'], 'rail')).toBe(true)
    expect(canAccessBrand(['cruises-editor'], 'tours')).toBe(false)
    expect(canAccessBrand(['cruises-editor', 'tours-viewer'], 'tours')).toBe(true)
    expect(canAccessBrand([], 'tours')).toBe(false)
  })

  it('matches names exactly: a role that only looks like a brand or project role opens nothing', () => {
    for (const role of [
      // Begins with a brand's id (rail), but its first word is another.
      'railway-contractor',
      'railway-editor',
      'Rail-editor',
      'Cruises-editor',
      'cruises',
      'cruises-',
      'tours_editor',
      ' tours-editor',
      'Administrator',
      'editors',
      'translator',
    ])
      for (const brand of brandIds)
        expect({ role, brand, opens: canAccessBrand([role], brand) }).toEqual({ role, brand, opens: false })
  })
})

describe("access to a brand's submissions", () => {
  it('opens each brand to administrator and its own submissions role; a retry also needs its editor role', () => {
    for (const brand of brandIds) {
      const others = brandIds.filter((other) => other !== brand)
      expect(canHandleSubmissions(['administrator'], brand, 'retry')).toBe(true)
      expect(canHandleSubmissions([`${brand}-submissions`], brand, 'read')).toBe(true)
      expect(canHandleSubmissions([`${brand}-submissions`], brand, 'retry')).toBe(false)
      expect(canHandleSubmissions([`${brand}-submissions`, `${brand}-editor`], brand, 'retry')).toBe(true)
      for (const other of others) {
        expect(canHandleSubmissions([`${other}-submissions`, `${other}-editor`], brand, 'read')).toBe(false)
        expect(canHandleSubmissions([`${brand}-submissions`, `${other}-editor`], brand, 'retry')).toBe(false)
      }
      for (const role of [
        'viewer',
        'editor',
        'developer',
        'contributor',
        `${brand}-editor`,
        `${brand}-viewer`,
      ])
        expect(canHandleSubmissions([role], brand, 'read')).toBe(false)
    }
  })
})
