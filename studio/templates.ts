import type { Template } from 'sanity'
import type { BrandId } from '@travel/config'
import { brandScopedTypes } from './schemas'

export function templateId(schemaType: string, brand: BrandId) {
  return `${schemaType}-${brand}`
}

/**
 * A workspace creates brand-scoped documents only through templates that set its brand;
 * the schema's default templates (which would leave brand empty) are removed.
 */
export function brandTemplates(brand: BrandId, defaults: Template[]): Template[] {
  const unscoped = defaults.filter((template) => !brandScopedTypes.includes(template.schemaType))
  const scoped = brandScopedTypes.map((schemaType) => ({
    id: templateId(schemaType, brand),
    title: schemaType === 'page' ? 'Page' : 'Site settings',
    schemaType,
    value: { brand },
  }))
  return [...unscoped, ...scoped]
}
