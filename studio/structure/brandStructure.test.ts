import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { StructureResolverContext } from 'sanity/structure'
import { brandIds, siteSettingsId } from '@travel/config'
import { structureBuilderFor } from '../testing/studioSource'
import { brandStructure } from './brandStructure'

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
    for (const [id, schemaType] of [
      ['pages', 'page'],
      ['forms', 'form'],
      ['faqTags', 'faqTag'],
      ['brochures', 'brochure'],
      ['famils', 'famil'],
      ['posts', 'post'],
      ['offers', 'offer'],
    ]) {
      it(`lists only ${brand} ${id} and creates them with the ${brand} template`, async () => {
        const list = (await serializedItems(brand)).find((item) => item.id === id)
        assert.equal(list?.child?.options?.filter, `_type == "${schemaType}" && brand == $brand`)
        assert.deepEqual(list?.child?.options?.params, { brand })
        assert.deepEqual(
          list?.child?.initialValueTemplates?.map((item) => item.templateId),
          [`${schemaType}-${brand}`],
        )
      })
    }

    it(`opens the ${brand} site settings as a single document`, async () => {
      const settings = (await serializedItems(brand)).find((item) => item.id === 'siteSettings')
      assert.equal(settings?.child?.id, siteSettingsId(brand))
    })
  }
})
