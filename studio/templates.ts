import type { Template } from 'sanity'
import type { BrandId } from '@travel/config'
import { brandScopedDocumentTypes, brandScopedTypes } from './schemas'

export function templateId(schemaType: string, brand: BrandId) {
  return `${schemaType}-${brand}`
}

/**
 * A workspace creates brand-scoped documents only through templates that set its brand;
 * the schema's default templates (which would leave brand empty) are removed.
 */
export function brandTemplates(brand: BrandId, defaults: Template[]): Template[] {
  const unscoped = defaults.filter((template) => !brandScopedTypes.includes(template.schemaType))
  const scoped = brandScopedDocumentTypes.map((type) => ({
    id: templateId(type.name, brand),
    title: type.title ?? type.name,
    schemaType: type.name,
    value: { brand },
  }))
  return [...unscoped, ...scoped]
}
