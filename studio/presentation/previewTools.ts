import { presentationTool } from 'sanity/presentation'
import { sitesOfBrand, type BrandId } from '@travel/config'
import { mainDocuments } from './mainDocuments'
import { previewOrigins, previewUrl } from './previewUrl'
import { resolveLocations } from './resolveLocations'

type Env = Record<string, string | undefined>

/** The name of a site's Presentation tool: `presentation` for the brand's first site. */
export function previewToolName(brand: BrandId, siteId: string): string {
  return sitesOfBrand(brand)[0]?.id === siteId ? 'presentation' : `presentation-${siteId}`
}

/**
 * The Presentation tools of a brand's workspace, one per site (docs/preview.md): a brand with two
 * markets (tours: wayfarertours.com.au and wayfarertours.co.nz) switches between them in the
 * Studio's tool menu, each titled by its site; a brand with one site has one "Preview". Every tool
 * may show every site of the brand (the preview bar switches sites too). Only the first resolves
 * locations: the document's "Used on" banner is the plugin's, and a second resolver would show it
 * twice.
 */
export function previewTools(brand: BrandId, env: Env = process.env) {
  const sites = sitesOfBrand(brand)
  return sites.map((site, index) =>
    presentationTool({
      name: previewToolName(brand, site.id),
      title: sites.length > 1 ? `Preview ${site.siteLabel}` : 'Preview',
      previewUrl: previewUrl(brand, env, index),
      allowOrigins: previewOrigins(brand, env),
      resolve: {
        mainDocuments: mainDocuments(brand),
        ...(index === 0 ? { locations: resolveLocations } : {}),
      },
    }),
  )
}
