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
 * Whether a user with these project roles may work on a brand's content: the one place that
 * decides it, by exact names, for the Studio (a workspace's document actions, new-document menu
 * and read-only forms; a brand's submissions are canHandleSubmissions'). A Sanity project role
 * (PROJECT_ROLES) opens every brand. A custom role named a brand's id, a dash and more
 * (`cruises-editor`) opens only that brand. Any other role (`railway-contractor`,
 * `Cruises-editor`, `translator`) opens none: a role someone added for another purpose never
 * opens a brand by accident. No role at all opens none.
 */
export function canAccessBrand(roles: readonly string[], brand: BrandId): boolean {
  return roles.some((role) => PROJECT_ROLES.includes(role) || brandOfRole(role) === brand)
}

/** What a user does with a brand's submissions: read them (the Submissions tool) or retry a delivery. */
export type SubmissionsAction = 'read' | 'retry'

/** The custom role that opens a brand's submissions to its handlers: `cruises-submissions`. */
export const submissionsRole = (brand: BrandId) => `${brand}-submissions`

/** The custom role of a brand's editors, as docs/admin.md has them created: `cruises-editor`. */
export const brandEditorRole = (brand: BrandId) => `${brand}-editor`

/**
 * Whether a user with these project roles may read or retry a brand's submissions: the one rule
 * the site's admin API and the Studio's Submissions tool share (docs/admin.md). Submissions are
 * personal data, so no project role but `administrator` opens them (`viewer`, `editor`,
 * `developer` and `contributor` are given for content, to every brand). Reading needs
 * `administrator` or the brand's `<brand>-submissions`. A retry is done from the detail a reader
 * sees, and sends the visitor's data again: it needs `administrator`, or `<brand>-submissions`
 * and the brand's editor role `<brand>-editor` together. Names match exactly.
 */
export function canHandleSubmissions(
  roles: readonly string[],
  brand: BrandId,
  action: SubmissionsAction,
): boolean {
  if (roles.includes('administrator')) return true
  const reads = roles.includes(submissionsRole(brand))
  return action === 'read' ? reads : reads && roles.includes(brandEditorRole(brand))
}

/** Why a user may not read or retry a brand's submissions, in the words the API and the Studio show. */
export function submissionsRefusal(brand: BrandId, action: SubmissionsAction): string {
  return action === 'read'
    ? `You need the administrator role or ${submissionsRole(brand)} to see submissions`
    : `You need the administrator role, or ${submissionsRole(brand)} and ${brandEditorRole(brand)}, to try a delivery again`
}
