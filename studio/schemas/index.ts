import { pageBlocks } from './blocks'
import { brochure } from './documents/brochure'
import { destinationPage } from './documents/destinationPage'
import { faqTag } from './documents/faqTag'
import { famil } from './documents/famil'
import { form } from './documents/form'
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
  buttonAction,
  ...formFieldTypes,
  ...pageBlocks,
]
