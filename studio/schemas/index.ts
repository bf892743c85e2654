import type { ConditionalPropertyCallbackContext } from 'sanity'
import { canAccessBrand, type BrandId } from '@travel/config'
import { pageBlocks } from './blocks'
import { withBrandClock } from './fields/brandClock'
import { brochure } from './documents/brochure'
import { destinationPage } from './documents/destinationPage'
import { faqTag } from './documents/faqTag'
import { famil } from './documents/famil'
import { form } from './documents/form'
import { offer } from './documents/offer'
import { page } from './documents/page'
import { post } from './documents/post'
import { siteSettings } from './documents/siteSettings'
import { buttonAction } from './fields/link'
import { formFieldTypes } from './formFields'

/** Document types that belong to one brand: their templates and lists are per workspace. */
export const brandScopedDocumentTypes = [
  page,
  destinationPage,
  siteSettings,
  form,
  faqTag,
  brochure,
  famil,
  post,
  offer,
]

export const brandScopedTypes: string[] = brandScopedDocumentTypes.map((type) => type.name)

export const schemaTypes = [
  page,
  destinationPage,
  siteSettings,
  form,
  faqTag,
  brochure,
  famil,
  post,
  offer,
  buttonAction,
  ...formFieldTypes,
  ...pageBlocks,
]

/**
 * The schema of a brand's workspace: every type, with each brand-scoped document read-only
 * there unless it is of that brand and the user's roles open the brand (config's
 * canAccessBrand). Another brand's document found through the Studio's global search, which
 * Sanity does not let a workspace filter, opens read-only; Sanity's own roles decide the rest
 * (docs/admin.md, "Brand separation"). Their date-time fields keep the brand's clock
 * (withBrandClock).
 */
export function brandSchemaTypes(brand: BrandId) {
  return schemaTypes.map((type) =>
    brandScopedTypes.includes(type.name)
      ? {
          ...withBrandClock(type, brand),
          readOnly: ({ document, currentUser }: ConditionalPropertyCallbackContext) =>
            document?.brand !== brand ||
            !canAccessBrand(currentUser?.roles.map((role) => role.name) ?? [], brand),
        }
      : type,
  )
}
