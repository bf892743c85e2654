import { sitesOfBrand, type BrandId } from '@travel/config'

type Env = Record<string, string | undefined>

/**
 * The Presentation tool's preview URL of a brand's workspace: the brand's site on its own host,
 * so the preview has the right site and theme. SANITY_STUDIO_PREVIEW_ORIGIN overrides it for
 * other environments as a template, `{site}` standing for the site id: for a local Studio,
 * `http://{site}.localhost:3000`. The web route /api/preview/presentation turns on draft mode
 * after checking the Presentation tool's short-lived secret with a read token (docs/preview.md).
 */
export const PRESENTATION_PREVIEW_ROUTE = '/api/preview/presentation'
export const PREVIEW_EXIT_ROUTE = '/api/preview/exit'

/** Every origin a brand's sites are previewed on: one per market (the first is the default). */
export function previewOrigins(brand: BrandId, env: Env = process.env): string[] {
  const template = env.SANITY_STUDIO_PREVIEW_ORIGIN?.trim()
  return sitesOfBrand(brand).map((site) =>
    template ? template.replaceAll('{site}', site.id) : `https://${site.domains[0]}`,
  )
}

/** The preview URL of one of a brand's sites (its index in config's sites of the brand; the first by default). */
export function previewUrl(brand: BrandId, env: Env = process.env, siteIndex = 0) {
  const origins = previewOrigins(brand, env)
  return {
    initial: origins[siteIndex]!,
    previewMode: { enable: PRESENTATION_PREVIEW_ROUTE, disable: PREVIEW_EXIT_ROUTE },
  }
}
