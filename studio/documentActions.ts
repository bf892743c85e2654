import type {
  DocumentActionComponent,
  DocumentActionProps,
  DocumentActionsContext,
  NewDocumentOptionsContext,
  TemplateItem,
} from 'sanity'
import { canAccessBrand, type BrandId } from '@travel/config'
import { previewDraftAction } from './presentation/previewAction'
import { brandScopedTypes } from './schemas'
import { templateId } from './templates'

/**
 * What an editor may do with a brand's site settings: publish an edit, or throw it away. Not
 * Unpublish (every page of the brand would answer 404), Delete, or Duplicate (two settings, of
 * which the site would pick one); nor release actions, which would unpublish or schedule them.
 */
export const SITE_SETTINGS_ACTIONS: readonly string[] = ['publish', 'discardChanges']

/** The names of the current user's project roles (none when signed out). */
export const roleNames = (context: { currentUser: { roles: { name: string }[] } | null }) =>
  context.currentUser?.roles.map((role) => role.name) ?? []

/** The brand of the document an action is shown on ('' while it has none). */
function brandOfEdited({ version, draft, published }: DocumentActionProps): string {
  const document = version ?? draft ?? published
  return typeof document?.brand === 'string' ? document.brand : ''
}

/**
 * An action that shows only on documents of `brand`: another brand's document, opened from the
 * Studio's global search or a pasted link, has no actions in this workspace. The action is always
 * called (its hooks run in the same order every time) and its answer dropped.
 */
export function onlyOnBrand(action: DocumentActionComponent, brand: BrandId): DocumentActionComponent {
  const OnlyOnBrand: DocumentActionComponent = (props) => {
    const description = action(props)
    const documentBrand = brandOfEdited(props)
    return documentBrand && documentBrand !== brand ? null : description
  }
  OnlyOnBrand.action = action.action
  OnlyOnBrand.displayName = `OnlyOn(${action.displayName ?? action.name ?? 'action'})`
  return OnlyOnBrand
}

/**
 * A brand workspace's document actions. A user whose roles do not open the brand (config's
 * canAccessBrand: e.g. only `tours-editor`, in the cruises workspace) gets none. Site settings
 * get publish and discard only; every brand-scoped document also gets "Preview draft", and
 * actions only while it is of this brand.
 */
export function brandDocumentActions(brand: BrandId) {
  return (
    previous: DocumentActionComponent[],
    context: DocumentActionsContext,
  ): DocumentActionComponent[] => {
    if (!canAccessBrand(roleNames(context), brand)) return []
    if (!brandScopedTypes.includes(context.schemaType)) return previous
    const own =
      context.schemaType === 'siteSettings'
        ? previous.filter((action) => action.action && SITE_SETTINGS_ACTIONS.includes(action.action))
        : previous
    return [...own, previewDraftAction(brand)].map((action) => onlyOnBrand(action, brand))
  }
}

/**
 * The "new document" menus of a brand's workspace: its own brand's templates, never site
 * settings (one a brand, opened from the structure), and nothing for a user
 * whose roles do not open the brand.
 */
export function brandNewDocumentOptions(brand: BrandId) {
  return (previous: TemplateItem[], context: NewDocumentOptionsContext): TemplateItem[] =>
    canAccessBrand(roleNames(context), brand)
      ? previous.filter(
          (item) =>
            item.templateId.endsWith(`-${brand}`) && item.templateId !== templateId('siteSettings', brand),
        )
      : []
}
