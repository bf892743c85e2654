import type { StructureResolver } from 'sanity/structure'
import type { BrandId } from '@travel/config'
import { templateId } from '../templates'

export function siteSettingsId(brand: BrandId) {
  return `siteSettings-${brand}`
}

/** A workspace shows its own brand's documents only. */
export function brandStructure(brand: BrandId): StructureResolver {
  return (S) =>
    S.list()
      .title('Content')
      .items([
        S.listItem()
          .title('Site settings')
          .id('siteSettings')
          .child(
            S.document()
              .schemaType('siteSettings')
              .documentId(siteSettingsId(brand))
              .initialValueTemplate(templateId('siteSettings', brand)),
          ),
        S.divider(),
        S.listItem()
          .title('Pages')
          .schemaType('page')
          .child(
            S.documentList()
              .title('Pages')
              .schemaType('page')
              .apiVersion('2025-02-19')
              .filter('_type == "page" && brand == $brand')
              .params({ brand })
              .initialValueTemplates([S.initialValueTemplateItem(templateId('page', brand))]),
          ),
      ])
}
