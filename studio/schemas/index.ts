import { pageBlocks } from './blocks'
import { page } from './documents/page'
import { siteSettings } from './documents/siteSettings'
import { buttonAction } from './fields/link'

/** Document types that belong to one brand: their templates and lists are per workspace. */
export const brandScopedTypes: string[] = [page.name, siteSettings.name]

export const schemaTypes = [page, siteSettings, buttonAction, ...pageBlocks]
