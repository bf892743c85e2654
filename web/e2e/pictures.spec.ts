import { expect, test } from '@playwright/test'
import { sites } from '@travel/config'
import { fetchOurs, sitemapOf } from './helpers/links'
import { PICTURES, type Picture } from '../../studio/seed/pictures'
import { COUNTRIES, PRODUCTS } from '../../scripts/sandbox/catalogue'

// Issue 46: pictures show what they say. On every seeded page no picture appears twice, every
// picture says what it shows (an <img> has alt text, or is marked decorative, aria-hidden, where
// a label beside it already names what it links to), and a product card's photo shows the
// product's destination or its country (the card's enquiry link names the product's code).

// Every <img> is in the server's HTML (the product cards' photos too: the server adds the
// warehouse's tours when it builds the page), and no part adds one as it hydrates: each page's
// HTML is read as served and parsed by the browser's own parser (DOMParser), nothing run or
// loaded. A carousel's loop copies of its slides (react-slick's .slick-cloned, hidden from
// screen readers) are the same slides, not a second showing; a block that has a layout for each
// width in its HTML, one hidden by CSS (`data-layout="wide"` or `"narrow"`: the cruise promo),
// shows each picture once in each.

/** The picture an image's address shows, whatever size it is sent at: see the last test. */
function pictureOf(src: string): string {
  const url = new URL(src, 'http://page.localhost')
  const inner = url.pathname === '/_next/image' ? url.searchParams.get('url') : null
  if (inner) return pictureOf(inner)
  const file = url.pathname === '/api/seed-image' ? url.searchParams.get('file') : null
  if (file) return file
  return url.pathname.split('/').pop() || url.pathname
}

type FoundImage = {
  src: string
  alt: string | null
  decorative: boolean
  layout: string | null
  /** The enquiry address of the product card the image is on, if it is on one. */
  enquiry: string | null
}

const pictureByFile = new Map<string, Picture>(
  Object.values(PICTURES).map((picture) => [picture.file, picture]),
)

/** What is wrong with a product card's photo, if it does not show the product's destination. */
function misplaced(image: FoundImage): string | undefined {
  const code = decodeURIComponent(image.enquiry!.split('?')[0]!.split('/').pop()!)
  const product = PRODUCTS.find((candidate) => candidate.code === code)
  if (!product) return `${code}: not in the sandbox's catalogue`
  const country = COUNTRIES.find(({ destinations }) => destinations.includes(product.destination))?.name
  const places = pictureByFile.get(pictureOf(image.src))?.places ?? []
  if (places.includes(product.destination) || (country !== undefined && places.includes(country))) return
  return `${code} (${product.name}, ${product.destination}) shows ${pictureOf(image.src)}, of ${places.join(', ') || 'no place'}`
}

const LAYOUTS = ['wide', 'narrow']

/** The pictures a page shows more than once, each with how many times. */
function repeats(pictures: string[]): string[] {
  const counts = new Map<string, number>()
  for (const picture of pictures) counts.set(picture, (counts.get(picture) ?? 0) + 1)
  return [...counts].filter(([, count]) => count > 1).map(([picture, count]) => `${picture} ×${count}`)
}

test('no page of any site shows a picture twice, every picture has alt text or is marked decorative, and product photos show their destination', async ({
  page,
  request,
}) => {
  const repeated: string[] = []
  const unnamed: string[] = []
  const wrongPlace: string[] = []
  let images = 0
  let productPhotos = 0
  for (const site of sites) {
    for (const loc of await sitemapOf(request, site.id)) {
      const html = await (await fetchOurs(request, loc)).text()
      const found = await page.evaluate((markup): FoundImage[] => {
        const parsed = new DOMParser().parseFromString(markup, 'text/html')
        return [...parsed.querySelectorAll('img')]
          .filter((image) => !image.closest('.slick-cloned'))
          .map((image) => ({
            src: image.getAttribute('src') ?? '',
            alt: image.getAttribute('alt'),
            decorative: image.getAttribute('aria-hidden') === 'true',
            layout: image.closest('[data-layout]')?.getAttribute('data-layout') ?? null,
            enquiry: image.closest('li')?.querySelector('a[href*="/enquire/"]')?.getAttribute('href') ?? null,
          }))
      }, html)
      images += found.length
      for (const layout of LAYOUTS) {
        const shown = found.filter((image) => image.layout === null || image.layout === layout)
        repeated.push(
          ...repeats(shown.map(({ src }) => pictureOf(src))).map((repeat) => `${loc} (${layout}): ${repeat}`),
        )
      }
      for (const image of found.filter((shown) => shown.enquiry && shown.src.includes('warehouse-images'))) {
        productPhotos += 1
        const wrong = misplaced(image)
        if (wrong) wrongPlace.push(`${loc}: ${wrong}`)
      }
      for (const image of found) {
        if (image.alt === null || (image.alt.trim() === '' && !image.decorative)) {
          unnamed.push(`${loc}: ${pictureOf(image.src)} (alt ${JSON.stringify(image.alt)})`)
        }
      }
    }
  }
  // The crawl saw the seed's pictures (the sites show hundreds), not a run of error pages.
  expect(images).toBeGreaterThan(200)
  // The destination pages' tour cards (tours' Vietnam and Japan, golf's nine) were among them.
  expect(productPhotos).toBeGreaterThan(20)
  expect({ repeated, unnamed, wrongPlace }).toEqual({ repeated: [], unnamed: [], wrongPlace: [] })
})

// The optimiser's address holds the picture's and a width; the seed's crop route names the file;
// a seed file's and a warehouse photo's address ends with the file.
test('a picture is told apart by its file, not by the size the optimiser sends', () => {
  const seed = '/_seed/images/abc-1600x1000.jpg'
  expect(pictureOf(`/_next/image?url=${encodeURIComponent(seed)}&w=640&q=75`)).toBe('abc-1600x1000.jpg')
  expect(pictureOf(`/_next/image?url=${encodeURIComponent(seed)}&w=1920&q=75`)).toBe('abc-1600x1000.jpg')
  expect(pictureOf(seed)).toBe('abc-1600x1000.jpg')
  const cropped = '/api/seed-image?file=abc-1600x1000.jpg&rect=0,0,1600,1000'
  expect(pictureOf(`/_next/image?url=${encodeURIComponent(cropped)}&w=828&q=75`)).toBe('abc-1600x1000.jpg')
  const photo = 'http://127.0.0.1:4110/warehouse-images/def-1200x800.jpg'
  expect(pictureOf(`/_next/image?url=${encodeURIComponent(photo)}&w=384&q=75`)).toBe('def-1200x800.jpg')
})
