import { defineConfig, type Tool } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { brandIds, brands } from '@travel/config'
import { studioProject } from './studioProject'
import { mainDocuments } from './presentation/mainDocuments'
import { previewDraftAction } from './presentation/previewAction'
import { previewOrigins, previewUrl } from './presentation/previewUrl'
import { resolveLocations } from './presentation/resolveLocations'
import { brandScopedTypes, schemaTypes } from './schemas'
import { brandStructure } from './structure/brandStructure'
import { submissionsTool } from './submissions/submissionsTool'
import { brandTemplates, templateId } from './templates'

/**
 * One workspace per brand, all on one dataset; each sees and creates only its brand's documents.
 * Each previews drafts on its brand's own site in the Presentation tool (docs/preview.md), and
 * lists its brand's submissions in the Submissions tool (docs/admin.md). Token login, so the
 * Studio's client holds the user's token, which the Submissions tool sends to the site's admin
 * API (with cookie login the browser has a session cookie for Sanity only).
 */
export default defineConfig(
  brandIds.map((brand) => ({
    name: brand,
    title: brands[brand].name,
    basePath: `/${brand}`,
    ...studioProject,
    auth: { loginMethod: 'token' as const },
    tools: (previous: Tool[]) => [...previous, submissionsTool(brand)],
    plugins: [
      structureTool({ structure: brandStructure(brand) }),
      presentationTool({
        title: 'Preview',
        previewUrl: previewUrl(brand),
        allowOrigins: previewOrigins(brand),
        resolve: { mainDocuments: mainDocuments(brand), locations: resolveLocations },
      }),
    ],
    schema: {
      types: schemaTypes,
      templates: (defaults) => brandTemplates(brand, defaults),
    },
    document: {
      actions: (previous, { schemaType }) =>
        brandScopedTypes.includes(schemaType) ? [...previous, previewDraftAction(brand)] : previous,
      newDocumentOptions: (previous) =>
        previous.filter(
          (item) =>
            item.templateId.endsWith(`-${brand}`) && item.templateId !== templateId('siteSettings', brand),
        ),
    },
  })),
)
