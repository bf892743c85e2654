import type { Template } from 'sanity'
import { brandTimeZone, dayIn, type BrandId } from '@travel/config'
import { brandScopedDocumentTypes, brandScopedTypes } from './schemas'

export function templateId(schemaType: string, brand: BrandId) {
  return `${schemaType}-${brand}`
}

/**
 * What a new document of a type starts with beyond its brand: a post is dated today in the
 * brand's clock (config's brandTimeZone), not in UTC, which is yesterday in Sydney before 11:00.
 */
const startingValues: Record<string, (brand: BrandId, now: number) => Record<string, unknown>> = {
  post: (brand, now) => ({ createdAt: dayIn(now, brandTimeZone(brand)) }),
}

/** A new document's first values: its brand, and its type's startingValues at `now`. */
export function startingValuesOf(type: string, brand: BrandId, now: number): Record<string, unknown> {
  return { brand, ...startingValues[type]?.(brand, now) }
}

/**
 * A workspace creates brand-scoped documents only through templates that set its brand (and the
 * type's startingValues, reckoned as the document is made); the schema's default templates
 * (which would leave brand empty) are removed.
 */
export function brandTemplates(brand: BrandId, defaults: Template[]): Template[] {
  const unscoped = defaults.filter((template) => !brandScopedTypes.includes(template.schemaType))
  const scoped = brandScopedDocumentTypes.map((type) => ({
    id: templateId(type.name, brand),
    title: type.title ?? type.name,
    schemaType: type.name,
    value: () => startingValuesOf(type.name, brand, Date.now()),
  }))
  return [...unscoped, ...scoped]
}
