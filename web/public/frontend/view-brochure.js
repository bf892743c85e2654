// The brochure viewer (view-brochure.html): shows the PDF its `url` parameter names, when that is
// one of the site's own assets (brochure-url.js), and says so plainly when it is not.
import { allowedBrochureUrl } from './brochure-url.js'

const raw = new URLSearchParams(window.location.search).get('url')
const url = allowedBrochureUrl(raw, window.location.origin)
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
