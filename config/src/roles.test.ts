import { brandIds } from './brands'
import { canAccessBrand } from './roles'

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
