import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isBrandId, sitesOfBrand, type Site } from '@travel/config'
import { isCurrency, PRODUCTS, type Currency, type Product } from './catalogue'
import { tripMentions, tripProblems, type Paragraph } from './tripMentions'
import { toursByDestination } from './warehouseTours'

/**
 * Every trip the seed names or prices is the catalogue's (issue 46 §2): the sandbox catalogue is
 * the warehouse the sites show locally and in the tests, so a page that names a trip it does not
 * hold, or prices one as it does not, contradicts the site's own product cards. How names are
 * recognised in free text is said in tripMentions.ts.
 */

type Doc = { _id: string; _type: string; brand?: string } & Record<string, unknown>

const DATASET = path.join(__dirname, '..', '..', 'studio', 'seed', 'dataset.ndjson')
/** The documents a visitor reads: pages, destination pages, posts, brochures, famils, offers. */
const READ_TYPES = new Set(['page', 'destinationPage', 'post', 'brochure', 'famil', 'offer'])

const documents = readFileSync(DATASET, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => READ_TYPES.has(doc._type) && isBrandId(doc.brand))

function sitesOf(doc: Doc): Site[] {
  return isBrandId(doc.brand) ? sitesOfBrand(doc.brand) : []
}

type Located = { paragraph: Paragraph; sites: Site[] }

/** Every text of a document a visitor reads, with the sites that show it (a block's onlyOnSites). */
function paragraphsOf(value: unknown, field: string, sites: Site[]): Located[] {
  if (typeof value === 'string') return [{ paragraph: { text: value, bold: [], field }, sites }]
  if (Array.isArray(value)) return value.flatMap((item) => paragraphsOf(item, field, sites))
  if (typeof value !== 'object' || value === null) return []
  const object = value as Record<string, unknown>
  const only = object['onlyOnSites']
  const shown = Array.isArray(only) ? sites.filter((site) => only.includes(site.id)) : sites
  if (object['_type'] === 'block' && Array.isArray(object['children'])) {
    const spans = object['children'] as Array<{ text?: unknown; marks?: unknown }>
    const text = spans.map((span) => (typeof span.text === 'string' ? span.text : '')).join('')
    const bold = spans.flatMap((span) =>
      typeof span.text === 'string' && Array.isArray(span.marks) && span.marks.includes('strong')
        ? [span.text]
        : [],
    )
    return [{ paragraph: { text, bold, field: 'block' }, sites: shown }]
  }
  return Object.entries(object).flatMap(([key, child]) =>
    key.startsWith('_') || key === 'current' || key === 'onlyOnSites' ? [] : paragraphsOf(child, key, shown),
  )
}

const currencies = (sites: Site[]): Currency[] => [
  ...new Set(sites.map((site) => site.currency).filter(isCurrency)),
]

describe('the trips the seed names', () => {
  it('are trips of the catalogue, under their names, at their prices in each site’s currency', () => {
    const problems = documents.flatMap((doc) => {
      const located = paragraphsOf(doc, '', sitesOf(doc))
      const documentText = located.map(({ paragraph }) => paragraph.text).join('\n')
      return located.flatMap(({ paragraph, sites }) =>
        tripProblems(paragraph, documentText, currencies(sites)).map((problem) => `${doc._id}: ${problem}`),
      )
    })
    expect(problems).toEqual([])
  })

  it('include the trips the seed names in its posts and offers (the recogniser finds them)', () => {
    const named = documents.flatMap((doc) => {
      const located = paragraphsOf(doc, '', sitesOf(doc))
      const documentText = located.map(({ paragraph }) => paragraph.text).join('\n')
      return located.flatMap(({ paragraph }) =>
        tripMentions(paragraph, documentText).map(({ product }) => `${doc._id}: ${product?.code}`),
      )
    })
    // The Morocco post's "Our Atlas to Sahara tour", which now ends at a desert camp.
    expect(named).toContain('post-tours-new-in-morocco-a-night-at-a-saharan-desert-camp: TR-MA-SAH')
  })

  it('are featured by codes the catalogue holds, each on its destination page’s list where the brand has one', () => {
    const featured = documents.flatMap(tripReferencesOf)
    expect(featured.length).toBeGreaterThan(0)
    const problems = featured.flatMap(({ doc, type, code }) => {
      const product = PRODUCTS.find((each) => each.code === code && each.type === type)
      if (!product) return [`${doc._id}: no ${type} ${code} in the catalogue`]
      return sitesOf(doc).flatMap((site) => {
        const list = destinationList(site, product.destinationSlug)
        return list === null || list.includes(code)
          ? []
          : [`${doc._id}: ${code} is not on ${site.id}'s ${product.destination} page (${list.join(', ')})`]
      })
    })
    expect(problems).toEqual([])
  })
})

/** The product references of a document's featured-trips blocks. */
function tripReferencesOf(doc: Doc): Array<{ doc: Doc; type: string; code: string }> {
  const found: Array<{ doc: Doc; type: string; code: string }> = []
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (typeof value !== 'object' || value === null) return
    const object = value as Record<string, unknown>
    if (object['_type'] === 'productReference')
      found.push({ doc, type: String(object['type']), code: String(object['code']) })
    Object.values(object).forEach(walk)
  }
  walk(doc)
  return found
}

/**
 * The codes a site's destination page lists for this destination (warehouse call 4 as the page
 * asks it), or null when the brand has no page with that destination's tours.
 */
function destinationList(site: Site, destinationSlug: string): string[] | null {
  const hasPage = documents.some(
    (doc) =>
      doc.brand === site.brand &&
      JSON.stringify(doc).includes(`"_type":"tourProducts"`) &&
      JSON.stringify(doc).includes(`"destinationSlug":"${destinationSlug}"`),
  )
  if (!hasPage) return null
  const reply = toursByDestination({
    params: {},
    query: new URLSearchParams(),
    headers: { 'company-code': site.companyCode, currency: site.currency },
    body: {
      slug: destinationSlug,
      priceFrom: 1,
      priceTo: null,
      orderPrice: 'ASC',
      pageSize: 6,
      pageNumber: 1,
    },
  })
  return ((reply.body as { data: Array<{ code: string }> }).data ?? []).map(({ code }) => code)
}

describe('the recogniser of trips in free text', () => {
  const catalogue: Product[] = PRODUCTS.filter((product) => product.destination === 'Japan')
  const bold = (text: string, ...parts: string[]): Paragraph => ({ text, bold: parts, field: 'block' })

  it('fails on a trip the catalogue does not hold, named as the seed names trips', () => {
    expect(
      tripProblems(bold('Japan: Kyoto by Night — 5 days.', 'Japan: Kyoto by Night'), '', ['AUD'], catalogue),
    ).toEqual(['“Japan: Kyoto by Night” is no trip of the catalogue'])
    expect(
      tripProblems(
        { text: 'No single supplement on Japan: Kiso Valley Walk', bold: [], field: 'label' },
        '',
        ['AUD'],
        catalogue,
      ),
    ).toEqual(['“Japan: Kiso Valley Walk” is no trip of the catalogue'])
    expect(
      tripProblems(bold('Our Sakura Express tour now stops in Nara.'), 'Japan', ['AUD'], catalogue),
    ).toEqual(['“Sakura Express” is no trip of the catalogue'])
  })

  it('fails on a price the catalogue does not hold for that trip in the site’s currency', () => {
    const line = bold(
      'Japan: Kyoto, Kiso & the Alps — 13 days on the Nakasendo. From $8,450 per person.',
      'Japan: Kyoto, Kiso & the Alps',
    )
    expect(tripProblems(line, '', ['AUD'], catalogue)).toEqual([])
    expect(tripProblems(line, '', ['NZD'], catalogue)).toEqual([
      '“Japan: Kyoto, Kiso & the Alps” from $8,450: the catalogue has TR-JP-KISO from NZD 9,290',
    ])
    expect(
      tripProblems(
        bold('Tokyo Lights — 5 days. From $1,990 per person.', 'Tokyo Lights'),
        '',
        ['AUD'],
        catalogue,
      ),
    ).toEqual(['“Tokyo Lights” is no trip of the catalogue'])
  })

  it('fails on a trip named for another destination than the catalogue’s', () => {
    expect(
      tripProblems(
        bold('Vietnam: Kyoto, Kiso & the Alps', 'Vietnam: Kyoto, Kiso & the Alps'),
        '',
        ['AUD'],
        PRODUCTS,
      ),
    ).toEqual(['“Vietnam: Kyoto, Kiso & the Alps” is no trip of the catalogue'])
  })

  it('leaves alone what only looks like a name: plain headings, and prices no trip is named before', () => {
    expect(tripProblems(bold('Japan: Ordinary and Green Car'), '', ['AUD'], catalogue)).toEqual([])
    expect(
      tripProblems(bold('A $500 deposit holds your place; flights from $900.'), '', ['AUD'], catalogue),
    ).toEqual([])
  })
})
