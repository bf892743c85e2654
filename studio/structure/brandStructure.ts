import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { siteSettingsId, type BrandId } from '@travel/config'
import { templateId } from '../templates'

type BrandList = { id: string; title: string; schemaType: string }

/** A list of one type's documents of one brand, whose new documents get that brand. */
function brandDocumentList(S: StructureBuilder, brand: BrandId, { id, title, schemaType }: BrandList) {
  return S.listItem()
    .title(title)
    .id(id)
    .schemaType(schemaType)
    .child(
      S.documentList()
        .title(title)
        .schemaType(schemaType)
        .apiVersion('2025-02-19')
        .filter(`_type == "${schemaType}" && brand == $brand`)
        .params({ brand })
        .initialValueTemplates([S.initialValueTemplateItem(templateId(schemaType, brand))]),
    )
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
        brandDocumentList(S, brand, { id: 'pages', title: 'Pages', schemaType: 'page' }),
        brandDocumentList(S, brand, {
          id: 'destinationPages',
          title: 'Destination pages',
          schemaType: 'destinationPage',
        }),
        brandDocumentList(S, brand, { id: 'forms', title: 'Forms', schemaType: 'form' }),
        brandDocumentList(S, brand, { id: 'faqTags', title: 'FAQ tags', schemaType: 'faqTag' }),
        brandDocumentList(S, brand, { id: 'brochures', title: 'Brochures', schemaType: 'brochure' }),
        brandDocumentList(S, brand, { id: 'famils', title: 'Famils', schemaType: 'famil' }),
        brandDocumentList(S, brand, { id: 'posts', title: 'Posts', schemaType: 'post' }),
        brandDocumentList(S, brand, { id: 'offers', title: 'Offers', schemaType: 'offer' }),
      ])
}
