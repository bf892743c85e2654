import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { brandIds, brands } from '@travel/config'
import { studioProject } from './studioProject'
import { schemaTypes } from './schemas'
import { brandStructure } from './structure/brandStructure'
import { brandTemplates, templateId } from './templates'

/** One workspace per brand, all on one dataset; each sees and creates only its brand's documents. */
export default defineConfig(
  brandIds.map((brand) => ({
    name: brand,
    title: brands[brand].name,
    basePath: `/${brand}`,
    ...studioProject,
    plugins: [structureTool({ structure: brandStructure(brand) })],
    schema: {
      types: schemaTypes,
      templates: (defaults) => brandTemplates(brand, defaults),
    },
    document: {
      newDocumentOptions: (previous) =>
        previous.filter(
          (item) =>
            item.templateId.endsWith(`-${brand}`) && item.templateId !== templateId('siteSettings', brand),
        ),
    },
  })),
)
