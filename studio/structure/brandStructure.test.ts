import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { StructureResolverContext } from 'sanity/structure'
import { brandIds } from '@travel/config'
import { structureBuilderFor } from '../testing/studioSource'
import { brandStructure, siteSettingsId } from './brandStructure'

type SerializedItem = {
  id: string
  child?: {
    id?: string
    options?: { filter?: string; params?: Record<string, unknown> }
    initialValueTemplates?: { templateId: string }[]
  }
}

async function serializedItems(brand: (typeof brandIds)[number]): Promise<SerializedItem[]> {
  const list = await brandStructure(brand)(structureBuilderFor(brand), {} as StructureResolverContext)
  return (list as unknown as { serialize: () => { items: SerializedItem[] } }).serialize().items
}

describe('brand structure', () => {
  for (const brand of brandIds) {
    it(`lists only ${brand} pages and creates them with the ${brand} template`, async () => {
      const pages = (await serializedItems(brand)).find((item) => item.id === 'pages')
      assert.equal(pages?.child?.options?.filter, '_type == "page" && brand == $brand')
      assert.deepEqual(pages?.child?.options?.params, { brand })
      assert.deepEqual(
        pages?.child?.initialValueTemplates?.map((item) => item.templateId),
        [`page-${brand}`],
      )
    })

    it(`opens the ${brand} site settings as a single document`, async () => {
      const settings = (await serializedItems(brand)).find((item) => item.id === 'siteSettings')
      assert.equal(settings?.child?.id, siteSettingsId(brand))
    })
  }
})
