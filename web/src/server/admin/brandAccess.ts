import { brandIds, type BrandId } from '@travel/config'

/**
 * Whether a caller with these project roles may read a brand's submissions: the one place that
 * decides it. Every brand's workspace is in the same Sanity project, so a project role
 * (administrator, editor, viewer, …) opens every workspace. A custom role whose name starts with
 * a brand's id and a dash (`cruises-editor`) is scoped to that brand: it opens only that one.
 * No role at all opens none.
 */
export function canAccessBrand(roles: readonly string[], brand: BrandId): boolean {
  return roles.some((role) => {
    const scoped = brandIds.find((id) => role.startsWith(`${id}-`))
    return scoped === undefined || scoped === brand
  })
}
