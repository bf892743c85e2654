import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { brandIds, brands } from '@travel/config'
import { studioAuth, studioProject } from './studioProject'
import { brandDocumentActions, brandNewDocumentOptions } from './documentActions'
import { previewTools } from './presentation/previewTools'
import { brandSchemaTypes } from './schemas'
import { brandStructure } from './structure/brandStructure'
import { brandTools, ToolMenuWithoutHidden } from './submissions/submissionsTool'
import { brandTemplates } from './templates'

/**
 * One workspace per brand, all on one dataset; each lists, creates and edits only its brand's
 * documents (documentActions.ts, brandSchemaTypes: another brand's document opens read-only).
 * Each previews drafts on its brand's own sites in the Presentation tool, one per site
 * (previewTools, docs/preview.md), and
 * lists its brand's submissions in the Submissions tool (docs/admin.md), which only those whose
 * roles open the brand's submissions see in the tool menu (brandTools). Token login, so the
 * Studio's client holds the user's token, which the Submissions tool sends to the site's admin
 * API (with cookie login the browser has a session cookie for Sanity only). Auth is the project's,
 * not a workspace's: every workspace shares the one `studioAuth`.
 */
export default defineConfig(
  brandIds.map((brand) => ({
    name: brand,
    title: brands[brand].name,
    basePath: `/${brand}`,
    ...studioProject,
    auth: studioAuth,
    tools: brandTools(brand),
    studio: { components: { toolMenu: ToolMenuWithoutHidden } },
    plugins: [structureTool({ structure: brandStructure(brand) }), ...previewTools(brand)],
    schema: {
      types: brandSchemaTypes(brand),
      templates: (defaults) => brandTemplates(brand, defaults),
    },
    document: {
      actions: brandDocumentActions(brand),
      newDocumentOptions: brandNewDocumentOptions(brand),
    },
  })),
)
