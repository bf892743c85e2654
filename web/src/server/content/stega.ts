import type { QueryParams } from '@sanity/client'
import type { FilterDefault, StegaConfig } from '@sanity/client/stega'

type Env = Record<string, string | undefined>

/** Where an overlay's "Open in Studio" goes when no SANITY_STUDIO_URL is set: `sanity dev`'s. */
const LOCAL_STUDIO_URL = 'http://localhost:3333'

/**
 * Fields whose strings drive the site's logic rather than show as text (studio/schemas): slugs'
 * `current` and a destination's slug for the warehouse, a form field's `name`, an option's
 * `value`, a warehouse product's `code`, a condition's `field`, a form's default values and redirect, the choices of a list
 * (facts, icons, positions, tabs, types), addresses, and images' `alt` (read aloud, and the social
 * card's alt in the page's head). Never encoded, whatever Sanity's default
 * filter says (it already skips slugs, ids, URLs, dates, `seo`, `email`, `link`, `tag`, ...).
 */
const LOGIC_FIELDS = new Set([
  'alt',
  'current',
  'destinationSlug',
  'name',
  'value',
  'code',
  'field',
  'defaultValue',
  'fillFromLink',
  'redirectUrl',
  'confirmationType',
  'fact',
  'icon',
  'imagePosition',
  'firstTab',
  'latestType',
  'operationsEmail',
  'recipients',
  'replyTo',
  'phone',
  'brand',
  'site',
])

/** A lower-case word or code without spaces (`golf`, `travelTips`, `scotland-2027`): a value, not text. */
const IDENTIFIER = /^[a-z][\w.:-]*$/
const EMAIL = /^[^\s@]+@[^\s@]+$/

/**
 * Which strings of a draft are stega-encoded (docs/preview.md): those Sanity's default filter
 * encodes, less the fields and values above. Both content sources use it. What still reaches
 * logic is cleaned with `stegaClean` where it does (the page's head, keys, links, forms).
 */
export const stegaFilter: FilterDefault = (context) => {
  if (!context.filterDefault(context)) return false
  const field = context.sourcePath.at(-1)
  if (typeof field === 'string' && LOGIC_FIELDS.has(field)) return false
  return !IDENTIFIER.test(context.value) && !EMAIL.test(context.value)
}

/**
 * Stega for a draft query: each string says which document and field it came from, so the
 * overlays of @sanity/visual-editing open it in the Studio. The brand's workspace of the Studio
 * (SANITY_STUDIO_URL) when the query names the brand.
 */
export function draftStega(params: QueryParams, env: Env = process.env): StegaConfig & { enabled: true } {
  const baseUrl = env.SANITY_STUDIO_URL?.trim().replace(/\/$/, '') || LOCAL_STUDIO_URL
  const workspace = typeof params.brand === 'string' ? params.brand : undefined
  return { enabled: true, studioUrl: workspace ? { baseUrl, workspace } : baseUrl, filter: stegaFilter }
}
