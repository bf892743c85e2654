// Which `url` the brochure viewer (view-brochure.html) may show: a PDF on the site's own asset
// origins, nothing else. Shared by the viewer's script and its unit test
// (web/src/blocks/Brochures/brochureUrl.test.ts); plain JavaScript, as public/ is served as is.

/** Sanity's CDN, where a brochure's PDF is when the site reads a Sanity project: its files only. */
export const SANITY_FILES = { origin: 'https://cdn.sanity.io', path: '/files/' }

/**
 * The address to show for the viewer's `url` parameter, or null to refuse it. Allowed: a path
 * on this site (`/…`, not `//…`), an http(s) address on this site's origin, or an https address
 * of Sanity's CDN's files. Refused: every other scheme (`javascript:`, `data:`, `blob:`…),
 * protocol-relative and foreign addresses, and any address with a backslash, whitespace or
 * control character, which browsers read more loosely than URL parsers agree on.
 * @param {string | null} raw the `url` parameter as given
 * @param {string} siteOrigin the viewer's own origin, e.g. `https://www.example.com`
 * @returns {string | null}
 */
export function allowedBrochureUrl(raw, siteOrigin) {
  if (typeof raw !== 'string' || raw === '' || /[\s\\\u0000-\u001f\u007f]/.test(raw)) return null
  const isSitePath = raw.startsWith('/') && !raw.startsWith('//')
  if (!isSitePath && !/^https?:\/\//i.test(raw)) return null
  let url
  try {
    url = new URL(raw, siteOrigin)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password) return null
  if (url.origin === siteOrigin) return url.href
  if (url.origin === SANITY_FILES.origin && url.pathname.startsWith(SANITY_FILES.path)) return url.href
  return null
}
