import { PRODUCTS, type Product, type ProductType } from './catalogue'
import type { Reply } from './http'

/**
 * The brands' booking sites, where the marketing sites' product links lead (spec 02 §2). The
 * real ones are other applications; locally the sandbox stands in for all of them
 * (NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN), so a product link can be followed: a product's detail page
 * and a destination's list, each a small HTML page naming what it shows, from the catalogue.
 */
export const BOOKING_PREFIX = '/en/'

// The path segment of each product type, as the sites build it (web/src/site/products.ts).
const SEGMENTS: Record<string, ProductType> = {
  tours: 'tour',
  cruises: 'cruise',
  golfs: 'golf-package',
  rails: 'rail',
}

const TYPE_NAMES: Record<ProductType, string> = {
  tour: 'tours',
  cruise: 'cruises',
  'golf-package': 'golf packages',
  rail: 'rail journeys',
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function page(status: number, title: string, body: string, method: string): Reply {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)} | Booking (sandbox)</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<p>The sandbox stands in for the booking site here.</p>
</main>
</body>
</html>
`
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: method === 'HEAD' ? undefined : Buffer.from(html, 'utf8'),
  }
}

const notFound = (method: string) => page(404, 'Page not found', '<p>No such product.</p>', method)

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

function detailPage(product: Product, method: string): Reply {
  const price = product.hasPrice
    ? `from AUD ${product.priceFrom.AUD.toLocaleString('en-AU')}`
    : 'Price on request'
  return page(
    200,
    product.name,
    `<p>${escapeHtml(product.code)}: ${product.durationDays} days, ${escapeHtml(product.destination)}. ${price}.</p>`,
    method,
  )
}

function listPage(type: ProductType, destination: string | null, method: string): Reply {
  const products = PRODUCTS.filter(
    (product) => product.type === type && (destination === null || product.destinationSlug === destination),
  )
  if (destination !== null && products.length === 0) return notFound(method)
  const where = destination === null ? '' : ` of ${products[0]!.destination}`
  const items = products.map(
    (product) => `<li>${escapeHtml(product.name)} (${escapeHtml(product.code)})</li>`,
  )
  return page(200, `Our ${TYPE_NAMES[type]}${where}`, `<ul>\n${items.join('\n')}\n</ul>`, method)
}

/**
 * GET /en/{tours|cruises|golfs|rails}/detail/{code}: the product's page, 404 for a code the
 * catalogue does not have under that type; GET /en/{…}[?destination={slug}]: the list of that
 * type (of that destination; 404 for a destination without any). Not recorded: a visitor's
 * browser asks for these, not the sites' servers.
 */
export function answerBookingPage(method: string, path: string, query: URLSearchParams): Reply | undefined {
  const [segment, detail, code, ...rest] = path.slice(BOOKING_PREFIX.length).split('/')
  const type = segment === undefined ? undefined : SEGMENTS[segment]
  if (!type) return undefined
  if (method !== 'GET' && method !== 'HEAD') {
    return { status: 405, headers: { allow: 'GET, HEAD' }, body: { status: 405, message: 'Use GET' } }
  }
  if (detail === undefined || (detail === '' && code === undefined)) {
    return listPage(type, query.get('destination'), method)
  }
  if (detail !== 'detail' || code === undefined || rest.length > 0) return notFound(method)
  const wanted = safeDecode(code)
  const product = PRODUCTS.find((each) => each.type === type && each.code === wanted)
  return product ? detailPage(product, method) : notFound(method)
}
