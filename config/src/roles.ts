import { isBrandId, type BrandId } from './brands'

/**
 * Sanity's own project roles, by exact name: every brand's workspace is in the one project, so
 * each of them opens every brand.
 */
export const PROJECT_ROLES: readonly string[] = [
  'administrator',
  'editor',
  'developer',
  'contributor',
  'viewer',
]

/** The brand a custom role is scoped to: `<brand>-<anything>`, the brand's id exactly. */
function brandOfRole(role: string): BrandId | undefined {
  const dash = role.indexOf('-')
  const brand = dash > 0 ? role.slice(0, dash) : ''
  return isBrandId(brand) && role.length > dash + 1 ? brand : undefined
}

/**
 * Whether a user with these project roles may work on a brand: the one place that decides it, by
 * exact names, for the site's admin API (a brand's submissions) and the Studio (a workspace's
 * document actions and new-document menu, studio/workspace/brandAccess.ts). A Sanity project role (PROJECT_ROLES) opens every brand. A custom
 * role named a brand's id, a dash and more (`cruises-editor`) opens only that brand. Any other
 * role (`railway-contractor`, `Cruises-editor`, `translator`) opens none: a role someone added for
 * another purpose never opens personal data by accident. No role at all opens none.
 */
export function canAccessBrand(roles: readonly string[], brand: BrandId): boolean {
  return roles.some((role) => PROJECT_ROLES.includes(role) || brandOfRole(role) === brand)
}
