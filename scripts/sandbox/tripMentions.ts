import { COUNTRIES, type Currency, PRODUCTS, type Product } from './catalogue'

/**
 * Trips named or priced in free text (a page, a post, a brochure), checked against the
 * catalogue: issue 46, "a trip named on a page is the trip in the catalogue". Text cannot say
 * for sure which words are a trip's name, so a name is recognised by the ways the seed writes
 * one, and every name so recognised must be a trip of the catalogue:
 *
 * 1. "Destination: Title Words" (`Japan: Kyoto, Kiso & the Alps`), where Destination is a
 *    destination or country the warehouse knows, in bold or in a label or title (a button's
 *    label, a block's or a post's title). Plain text and headings are left alone: there the
 *    pattern also reads "Japan: Ordinary and Green Car", a class of travel.
 * 2. "our/the Title Words tour|trip|journey|package|itinerary" (`Our Atlas to Sahara tour`),
 *    anywhere, unless the words are a place (`our Portugal trip`, `our Northern Vietnam tour`: a
 *    destination or country, after a compass word or not).
 * 3. A bold span followed in its paragraph by a price "from $N" (a list of trips with prices,
 *    as the homes once had), whatever its words.
 * A catalogue name written whole anywhere is a mention too (it exists; its price is checked).
 *
 * A name is the catalogue's when a product is called exactly that, or is called
 * "Destination: Name" for a destination the text names (in the pattern of rule 1, or anywhere in
 * the same document for rules 2 and 3). A price "from $N" (also A$, NZ$) belongs to the nearest
 * trip named before it in its paragraph and must be the catalogue's price of that trip in the
 * currency of each site that shows the text. A price with no trip named before it is not a
 * trip's (a deposit, a fee, an offer's saving: offers are checked with their documents).
 */

export type Paragraph = {
  /** The text as a visitor reads it. */
  text: string
  /** Its bold parts, as written. */
  bold: string[]
  /** The field it is in (`label`, `title`, `text`…), `block` for a paragraph of rich text. */
  field: string
}

export type Mention = { name: string; product: Product | null; price: number | null }

type Found = { name: string; destination: string | null; at: number }

const DESTINATIONS = [
  ...new Set([
    ...PRODUCTS.map((product) => product.destination),
    ...COUNTRIES.map((country) => country.name),
  ]),
].sort((a, b) => b.length - a.length)

const WORD = String.raw`\p{Lu}[\p{L}\p{N}’'-]*`
/** Capitalised words, joined by spaces, commas and the small words titles keep in lower case. */
const TITLE = String.raw`${WORD}(?:(?:,\s|\s)(?:(?:&|and|the|of|to|by|in|on|at|a)\s)*${WORD})*`
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const DESTINATION_TITLE = new RegExp(
  String.raw`(?<![\p{L}])(${DESTINATIONS.map(escape).join('|')}): (${TITLE})`,
  'gu',
)
const NAMED_TRIP = new RegExp(
  String.raw`\b(?:[Oo]ur|[Tt]he) (${TITLE}) (?:tour|trip|journey|package|itinerary)\b`,
  'gu',
)
const PRICE = /\b[Ff]rom (?:A|AU|NZ)?\$(\d{1,3}(?:,\d{3})+|\d+)\b/g
const LABELS = new Set(['label', 'title'])
const PLACE = new RegExp(
  String.raw`^(?:(?:North|South|East|West|Central)(?:ern)? )?(?:${DESTINATIONS.map(escape).join('|')})$`,
  'u',
)

/** The part of a catalogue name after its destination (`Atlas to Sahara`), or the whole name. */
function shortName(product: Product): string {
  const prefix = `${product.destination}: `
  return product.name.startsWith(prefix) ? product.name.slice(prefix.length) : product.name
}

/**
 * The catalogue's trip of this name: called exactly so, or "Destination: name" for the named
 * destination, or for one the document names when none is (`documentText`).
 */
export function tripNamed(
  name: string,
  destination: string | null,
  documentText: string,
  catalogue: readonly Product[] = PRODUCTS,
): Product | null {
  const exact = catalogue.find((product) => product.name === name)
  if (exact) return exact
  const named = (product: Product) =>
    destination ? product.destination === destination : documentText.includes(product.destination)
  // "the Kingdom of Fife trip" names "The Kingdom of Fife".
  const names = [name, `The ${name}`]
  return catalogue.find((product) => names.includes(shortName(product)) && named(product)) ?? null
}

function namesIn(paragraph: Paragraph, catalogue: readonly Product[]): Found[] {
  const { text } = paragraph
  const found: Found[] = []
  const inBold = (at: number, length: number) =>
    paragraph.bold.some((bold) => {
      const start = text.indexOf(bold)
      return start >= 0 && at >= start && at + length <= start + bold.length
    })
  for (const match of text.matchAll(DESTINATION_TITLE)) {
    if (LABELS.has(paragraph.field) || inBold(match.index, match[0].length))
      found.push({ name: match[2]!, destination: match[1]!, at: match.index })
  }
  for (const match of text.matchAll(NAMED_TRIP)) {
    const at = match.index + match[0].indexOf(match[1]!)
    if (PLACE.test(match[1]!)) continue
    if (
      !found.some(
        (each) => each.at <= at && at < each.at + each.name.length + (each.destination?.length ?? 0) + 2,
      )
    )
      found.push({ name: match[1]!, destination: null, at })
  }
  const firstPrice = text.search(PRICE)
  for (const bold of paragraph.bold) {
    const at = text.indexOf(bold)
    const name = bold.trim()
    if (
      at >= 0 &&
      firstPrice > at &&
      name &&
      !found.some((each) => each.at >= at && each.at < at + bold.length)
    )
      found.push({ name, destination: null, at })
  }
  for (const product of catalogue) {
    const at = text.indexOf(product.name)
    if (at >= 0 && !found.some((each) => each.at <= at && at <= each.at + product.name.length))
      found.push({ name: product.name, destination: null, at })
  }
  return found.sort((a, b) => a.at - b.at)
}

/**
 * The trips a paragraph names, each with the catalogue's product (null when it has none) and the
 * price written after it, if any.
 */
export function tripMentions(
  paragraph: Paragraph,
  documentText: string,
  catalogue: readonly Product[] = PRODUCTS,
): Mention[] {
  const names = namesIn(paragraph, catalogue)
  const prices = [...paragraph.text.matchAll(PRICE)].map((match) => ({
    at: match.index,
    amount: Number(match[1]!.replace(/,/g, '')),
  }))
  return names.map((found, index) => {
    const next = names[index + 1]?.at ?? Infinity
    const price = prices.find((each) => each.at > found.at && each.at < next)
    return {
      name: found.destination ? `${found.destination}: ${found.name}` : found.name,
      product: tripNamed(found.name, found.destination, documentText, catalogue),
      price: price?.amount ?? null,
    }
  })
}

/** What is wrong with a paragraph's trips for a site in this currency: one sentence each. */
export function tripProblems(
  paragraph: Paragraph,
  documentText: string,
  currencies: readonly Currency[],
  catalogue: readonly Product[] = PRODUCTS,
): string[] {
  return tripMentions(paragraph, documentText, catalogue).flatMap(({ name, product, price }) => {
    if (!product) return [`“${name}” is no trip of the catalogue`]
    if (price === null) return []
    return currencies.flatMap((currency) => {
      const held = product.hasPrice ? product.priceFrom[currency] : null
      return held === price
        ? []
        : [
            `“${name}” from $${price.toLocaleString('en-AU')}: the catalogue has ${product.code} ${
              held === null ? 'without a price' : `from ${currency} ${held.toLocaleString('en-AU')}`
            }`,
          ]
    })
  })
}
