// Which `url` the brochure viewer (view-brochure.html) may show: a PDF on the site's own asset
// origins, nothing else. Shared by the viewer's script and its unit test
// (web/src/blocks/Brochures/brochureUrl.test.ts); plain JavaScript, as public/ is served as is.

/** Sanity's CDN, where a brochure's PDF is when the site reads a Sanity project: its files only. */
export const SANITY_FILES = { origin: 'https://cdn.sanity.io', path: '/files/' }

/**
 * The configured project's files on Sanity's CDN, as the viewer's own Content-Security-Policy
 * names them in `frame-src` (web/next.config.ts: `https://cdn.sanity.io/files/<project>/<dataset>/`),
 * or null when it names none (the site's content is embedded, its files are its own). The server
 * sets the policy, so it is the one authority on whose files the viewer may frame.
 * @param {string | null} policy the viewer's Content-Security-Policy header
 * @returns {string | null}
 */
export function sanityFilesOf(policy) {
  const frameSrc = (policy ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'frame-src')
  const cdnFiles = `${SANITY_FILES.origin}${SANITY_FILES.path}`
  const projectFiles = (source) =>
    source.startsWith(cdnFiles) && /^[a-z0-9-]+\/[\w-]+\/$/.test(source.slice(cdnFiles.length))
  return frameSrc?.slice(1).find(projectFiles) ?? null
}

/**
 * The address to show for the viewer's `url` parameter, or null to refuse it. Allowed: a path
 * on this site (`/…`, not `//…`), an http(s) address on this site's origin, or an https address
 * under the project's files on Sanity's CDN (`sanityFiles`, from sanityFilesOf; none when null).
 * Refused: every other scheme (`javascript:`, `data:`, `blob:`…), protocol-relative and foreign
 * addresses, another Sanity project's files, and any address with a backslash, whitespace or
 * control character, which browsers read more loosely than URL parsers agree on.
 * @param {string | null} raw the `url` parameter as given
 * @param {string} siteOrigin the viewer's own origin, e.g. `https://www.example.com`
 * @param {string | null} sanityFiles the project's files, e.g. `https://cdn.sanity.io/files/abc123/production/`
 * @returns {string | null}
 */
export function allowedBrochureUrl(raw, siteOrigin, sanityFiles) {
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
  if (sanityFiles && url.origin === SANITY_FILES.origin && url.href.startsWith(sanityFiles)) return url.href
  return null
}
