// The brochure viewer (view-brochure.html): shows the PDF its `url` parameter names, when that is
// one of the site's own assets (brochure-url.js), and says so plainly when it is not. An address
// on Sanity's CDN is checked against the project whose files the viewer's own policy lets it
// frame, read from its response headers (asked again only then: the embedded seed's files are
// the site's own).
import { allowedBrochureUrl, SANITY_FILES, sanityFilesOf } from './brochure-url.js'

/** The Content-Security-Policy this page was served with, or null when it cannot be asked. */
async function ownPolicy() {
  try {
    const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
    return response.headers.get('content-security-policy')
  } catch {
    return null
  }
}

const raw = new URLSearchParams(window.location.search).get('url')
const onSanity = raw?.startsWith(`${SANITY_FILES.origin}/`) ?? false
const url = allowedBrochureUrl(
  raw,
  window.location.origin,
  onSanity ? sanityFilesOf(await ownPolicy()) : null,
)
const viewer = document.getElementById('viewer')
const refused = document.getElementById('refused')

if (url && viewer) {
  const frame = viewer.querySelector('iframe')
  const open = viewer.querySelector('a')
  if (frame) frame.src = url
  if (open) open.href = url
  viewer.hidden = false
} else if (refused) {
  refused.hidden = false
}
