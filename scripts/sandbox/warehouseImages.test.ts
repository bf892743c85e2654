import { destinationProductType, TOURS_SHOWN } from '@/site/destinationProducts'
import { PICTURES, type Picture, type PictureName } from '../../studio/seed/pictures'
import { documentFiles } from '../../studio/seed/generate'
import { COUNTRIES, PRODUCTS, type Product } from './catalogue'
import { pictureOf } from './warehouseImages'

// The warehouse's product photos follow the product's destination (issue 46): a picture of the
// destination, or of its country where the seed has none of the destination, never another place;
// and of the product's kind of trip, or a landscape, never another kind's.

const picture = (name: PictureName): Picture => PICTURES[name]
const shows = (place: string) => (name: PictureName) => picture(name).places.includes(place)
const suits = (product: Product) => (name: PictureName) =>
  picture(name).kind === undefined || picture(name).kind === product.type
const allPictures = Object.keys(PICTURES) as PictureName[]
const countryOf = (destination: string) =>
  COUNTRIES.find((country) => country.destinations.includes(destination))?.name

/** Cheapest first (in AUD), those without a price last: the order a destination's tours come in. */
const byPrice = (a: Product, b: Product) =>
  Number(!a.hasPrice) - Number(!b.hasPrice) || a.priceFrom.AUD - b.priceFrom.AUD

/** The products each seeded page shows as cards: a tour-products block's destination, for its brand. */
async function productsOnSeededPages(): Promise<{ page: string; products: Product[] }[]> {
  const lists: { page: string; products: Product[] }[] = []
  for (const file of documentFiles()) {
    const { document } = (await import(file)) as {
      document: { _id: string; brand?: string; blocks?: { _type: string; destinationSlug?: string }[] }
    }
    for (const block of document.blocks ?? []) {
      if (block._type !== 'tourProducts' || !document.brand) continue
      const type = destinationProductType(document.brand as Parameters<typeof destinationProductType>[0])
      const products = PRODUCTS.filter(
        (product) => product.type === type && product.destinationSlug === block.destinationSlug,
      )
      lists.push({
        page: `${document._id} (${block.destinationSlug})`,
        products: products.sort(byPrice).slice(0, TOURS_SHOWN),
      })
    }
  }
  return lists
}

describe("the warehouse's product photos", () => {
  it("show each product's destination, or its country where the seed has no picture of the destination", () => {
    const wrong = PRODUCTS.flatMap((product) => {
      const name = pictureOf(product.code)
      if (name === undefined) return []
      const ofDestination = allPictures.filter(suits(product)).some(shows(product.destination))
      const country = countryOf(product.destination)
      const fits = ofDestination
        ? shows(product.destination)(name)
        : country !== undefined && shows(country)(name)
      return fits
        ? []
        : [`${product.code} (${product.destination}): ${name}, of ${picture(name).places.join(', ')}`]
    })
    expect(wrong).toEqual([])
  })

  it("show the product's kind of trip or a landscape, never another kind's", () => {
    const wrong = PRODUCTS.flatMap((product) => {
      const name = pictureOf(product.code)
      return name === undefined || suits(product)(name)
        ? []
        : [`${product.code} (${product.type}): ${name} shows a ${picture(name).kind}`]
    })
    expect(wrong).toEqual([])
    // A rail journey in Scotland shows a Highland train, not one of the warehouse's golf links;
    // golf on Vietnam's central coast shows a course at Da Nang, not Halong Bay's junks.
    expect(picture(pictureOf('RL-UK-5')!).kind).toBe('rail')
    expect(pictureOf('GF-VN-6')).toBe('warehouse-vietnam-da-nang-golf')
  })

  it('give no photo rather than an unrelated one', () => {
    for (const product of PRODUCTS.filter(({ code }) => pictureOf(code) === undefined)) {
      const country = countryOf(product.destination)
      const fitting = allPictures.filter(suits(product))
      expect([product.code, fitting.filter(shows(product.destination))]).toEqual([product.code, []])
      if (country) expect([product.code, fitting.filter(shows(country))]).toEqual([product.code, []])
    }
  })

  it('give every product card of a seeded page a photo, none of them twice on one page', async () => {
    const lists = await productsOnSeededPages()
    expect(lists.length).toBeGreaterThan(0)
    const wrong = lists.flatMap(({ page, products }) => {
      const names = products.map((product) => pictureOf(product.code))
      return [
        ...products
          .filter((product) => !pictureOf(product.code))
          .map(({ code }) => `${page}: ${code} has no photo`),
        ...names
          .filter((name, index) => names.indexOf(name) !== index)
          .map((name) => `${page}: ${name} twice`),
      ]
    })
    expect(wrong).toEqual([])
  })

  it("prefer a picture of a place the product's name names", () => {
    expect(pictureOf('TR-JP-5')).toBe('warehouse-tokyo-skyline')
    expect(picture(pictureOf('TR-JP-9')!).places).toContain('Kyoto')
    expect(pictureOf('GF-EN-5')).toBe('warehouse-england-surrey-heath')
    expect(pictureOf('GF-SCO-10')).toBe('warehouse-scotland-dornoch-gorse')
  })
})
