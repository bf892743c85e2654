import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PICTURES, type Picture, type PictureName } from '../../studio/seed/pictures'
import { COUNTRIES, PRODUCTS, type Product, type ProductType } from './catalogue'
import type { Reply } from './http'

/**
 * The warehouse's product photos. The real warehouse links each product to images on its own
 * host; the sandbox serves seed pictures (studio/seed/pictures.ts) from its own origin, so the
 * sites' handling of a foreign image host (the optimiser's allowed patterns, the CSP) is exercised
 * end to end. A product's photo shows its destination (or, where the seed has no picture of it,
 * the destination's country), and its kind of trip or a landscape, the warehouse's own
 * `warehouse-` pictures first; a product with no such picture has none, never an unrelated one.
 */
export const PRODUCT_IMAGES_PREFIX = '/warehouse-images/'

const SEED_IMAGES_DIR = join(__dirname, '..', '..', 'studio', 'seed', 'images')

const ALL_PICTURES = Object.keys(PICTURES) as PictureName[]

/**
 * The seed's pictures as the warehouse's photo library: its own (`warehouse-`) first, then, for a
 * place it has none of, a brand's.
 */
const LIBRARIES = [
  ALL_PICTURES.filter((name) => name.startsWith('warehouse-')),
  ALL_PICTURES.filter((name) => !name.startsWith('warehouse-')),
]

const pictureCalled = (name: PictureName): Picture => PICTURES[name]

const shows = (name: PictureName, place: string) => pictureCalled(name).places.includes(place)

/** The country a warehouse destination is in, where the warehouse's countries list it. */
function countryOf(destination: string): string | undefined {
  return COUNTRIES.find((country) => country.destinations.includes(destination))?.name
}

/**
 * A library's pictures of a place that suit a kind of trip: first those showing that kind (a golf
 * course for a golf package, a train for a rail journey, a ship for a cruise), then its
 * landscapes; never another kind's (no golf flag on a rail journey).
 */
function picturesOf(library: PictureName[], place: string, type: ProductType): PictureName[] {
  const ofPlace = library.filter((name) => shows(name, place))
  return [
    ...ofPlace.filter((name) => pictureCalled(name).kind === type),
    ...ofPlace.filter((name) => pictureCalled(name).kind === undefined),
  ]
}

/**
 * The pictures that may stand for a product, the best first: of its destination, then of its
 * country; of each place the warehouse's own, then a brand's. A destination page lists several
 * products of a place side by side, so the later ones give each of them a picture of its own.
 */
function candidatesFor(product: Product): PictureName[] {
  const country = countryOf(product.destination)
  const places = country === undefined ? [product.destination] : [product.destination, country]
  const ordered = places.flatMap((place) =>
    LIBRARIES.flatMap((library) => picturesOf(library, place, product.type)),
  )
  return [...new Set(ordered)]
}

/**
 * Of a product's candidates, those showing a place its name names, finer than its destination
 * (Tokyo, for 'Tokyo City Break' in Japan).
 */
function namedIn(product: Product, candidates: PictureName[]): PictureName[] {
  const broad = [product.destination, countryOf(product.destination)]
  return candidates.filter((name) =>
    pictureCalled(name).places.some((place) => !broad.includes(place) && product.name.includes(place)),
  )
}

/**
 * Each product's picture. Products of one type and destination are listed together (a
 * destination page shows them side by side), so they get different pictures while the
 * destination has enough: first those whose name names a pictured place, the fewest choices
 * first, then the others in catalogue order; all from the warehouse's own pictures before any from a
 * brand's.
 */
function assignPictures(products: readonly Product[]): Map<string, PictureName | undefined> {
  const assigned = new Map<string, PictureName | undefined>()
  const groups = new Map<string, Product[]>()
  for (const product of products) {
    const key = `${product.type} ${product.destination}`
    groups.set(key, [...(groups.get(key) ?? []), product])
  }
  for (const group of groups.values()) {
    const taken = new Set<PictureName>()
    const take = (product: Product, choices: PictureName[]) => {
      const picture = choices.find((name) => !taken.has(name))
      if (picture === undefined) return false
      taken.add(picture)
      assigned.set(product.code, picture)
      return true
    }
    const naming = group
      .map((product) => ({ product, named: namedIn(product, candidatesFor(product)) }))
      .filter(({ named }) => named.length > 0)
      .sort((a, b) => a.named.length - b.named.length)
    const unassigned = () => group.filter((product) => !assigned.has(product.code))
    // The warehouse's own pictures before any brand's: a brand's picture is likely shown on the
    // same page as the product (its destination page, its home), so it is only for products the
    // warehouse has run out of pictures for.
    for (const library of LIBRARIES) {
      const inLibrary = (names: PictureName[]) => names.filter((name) => library.includes(name))
      for (const { product, named } of naming) {
        if (!assigned.has(product.code)) take(product, inLibrary(named))
      }
      for (const product of unassigned()) take(product, inLibrary(candidatesFor(product)))
    }
    group.forEach((product, index) => {
      if (assigned.has(product.code)) return
      const candidates = candidatesFor(product)
      // More products than pictures: the rest repeat them, in turn.
      if (candidates.length > 0) assigned.set(product.code, candidates[index % candidates.length])
    })
  }
  return assigned
}

const PRODUCT_PICTURES = assignPictures(PRODUCTS)

/** The picture the warehouse shows for a product, if the seed has one of its destination. */
export function pictureOf(code: string): PictureName | undefined {
  return PRODUCT_PICTURES.get(code)
}

/** A product's images as the warehouse lists them, absolute on the host the caller addressed. */
export function productImages(host: string | undefined, code: string): Array<{ url: string; alt: string }> {
  const name = pictureOf(code)
  if (name === undefined) return []
  const { file, alt } = PICTURES[name]
  return [{ url: `http://${host ?? '127.0.0.1'}${PRODUCT_IMAGES_PREFIX}${file}`, alt }]
}

/** The files of the pictures some product shows: no other file is a product photo. */
const PHOTO_FILES = new Set<string>(
  [...PRODUCT_PICTURES.values()].flatMap((name) => (name === undefined ? [] : [PICTURES[name].file])),
)

/** GET /warehouse-images/{file}: a product photo, cacheable for a day. */
export function answerProductImage(method: string, target: string): Reply {
  if (method !== 'GET' && method !== 'HEAD') {
    return { status: 405, headers: { allow: 'GET, HEAD' }, body: { status: 405, message: 'Use GET' } }
  }
  const file = target.slice(PRODUCT_IMAGES_PREFIX.length)
  if (!PHOTO_FILES.has(file)) return { status: 404, body: { status: 404, message: 'No such image' } }
  return {
    status: 200,
    headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=86400' },
    body: readFileSync(join(SEED_IMAGES_DIR, file)),
  }
}
