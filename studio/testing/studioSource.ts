import { createSchema, type Source } from 'sanity'
import { createStructureBuilder, type StructureBuilder } from 'sanity/structure'
import type { BrandId } from '@travel/config'
import { schemaTypes } from '../schemas'
import { brandTemplates } from '../templates'

/**
 * The parts of a workspace source the structure builder reads, built from the real schema and
 * templates: enough to resolve and serialize a brand's structure outside a browser.
 */
export function structureBuilderFor(brand: BrandId): StructureBuilder {
  const source = {
    schema: createSchema({ name: 'test', types: schemaTypes }),
    templates: brandTemplates(brand, []),
    getClient: () => ({}),
    i18n: { t: (key: string) => key },
    document: { resolveNewDocumentOptions: () => [] },
  } as unknown as Source
  return createStructureBuilder({ source, perspectiveStack: [] })
}
