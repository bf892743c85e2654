// The sandbox's product catalogue: enough products per type to exercise search, duration
// buckets, price sorting, paging and "price on request" (hasPrice: false), and every trip the
// seed's pages, posts and brochures name, under the same name and price (scripts/seedTrips.test.ts).

export const PRODUCT_TYPES = ['tour', 'cruise', 'golf-package', 'rail'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

export function isProductType(value: unknown): value is ProductType {
  return (PRODUCT_TYPES as readonly unknown[]).includes(value)
}

/** The currencies the sandbox prices in: each site asks in its own (the `currency` header). */
export const CURRENCIES = ['AUD', 'NZD'] as const
export type Currency = (typeof CURRENCIES)[number]

export function isCurrency(value: unknown): value is Currency {
  return (CURRENCIES as readonly unknown[]).includes(value)
}

/** A price "from", per person, in each currency. */
export type Prices = Record<Currency, number>

/** What one AUD is worth in NZD where a product's NZD price is not set apart (rounded to the dollar). */
const NZD_PER_AUD = 1.1

export interface Product {
  code: string
  type: ProductType
  name: string
  slug: string
  destination: string
  destinationSlug: string
  durationDays: number
  /** 0 in each currency when hasPrice is false: the real warehouse sends a number either way. */
  priceFrom: Prices
  hasPrice: boolean
  isBestSeller: boolean
  isSpecialOffer: boolean
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

type Flag = 'best-seller' | 'special-offer'

function pricesOf(price: number | Prices | null): Prices {
  if (price === null) return { AUD: 0, NZD: 0 }
  return typeof price === 'number' ? { AUD: price, NZD: Math.round(price * NZD_PER_AUD) } : price
}

function product(
  type: ProductType,
  code: string,
  name: string,
  destination: string,
  durationDays: number,
  /** In AUD (the NZD price then follows the rate), or per currency, or null: price on request. */
  price: number | Prices | null,
  ...flags: Flag[]
): Product {
  return {
    code,
    type,
    name,
    slug: slugify(`${name} ${durationDays} days`),
    destination,
    destinationSlug: slugify(destination),
    durationDays,
    priceFrom: pricesOf(price),
    hasPrice: price !== null,
    isBestSeller: flags.includes('best-seller'),
    isSpecialOffer: flags.includes('special-offer'),
  }
}

export const PRODUCTS: readonly Product[] = [
  // Tours: every destination is a leaf of CATEGORY_TREE (the destination pages list them by slug).
  product('tour', 'TR-VN-15', 'Vietnam Highlights', 'Vietnam', 15, 3490, 'best-seller'),
  product('tour', 'TR-VN-8', 'Hanoi & Halong Bay Discovery', 'Vietnam', 8, 1690, 'special-offer'),
  product('tour', 'TR-VN-22', 'Grand Vietnam Journey', 'Vietnam', 22, null),
  product('tour', 'TR-JP-12', 'Japan Cherry Blossom Trail', 'Japan', 12, 6290, 'best-seller'),
  product('tour', 'TR-JP-7', 'Tokyo to Kyoto Express', 'Japan', 7, 3890),
  // Japan has more tours than a destination page shows (6), one of them without a price; the
  // one the tours home promotes is among the six cheapest, so its destination page lists it.
  product('tour', 'TR-JP-10', 'Japan Alps & Hidden Villages', 'Japan', 10, 8690),
  product('tour', 'TR-JP-14', 'Hokkaido Snow & Hot Springs', 'Japan', 14, 8990),
  product('tour', 'TR-JP-9', 'Kyoto Temples & Tea Ceremony', 'Japan', 9, 4190, 'special-offer'),
  product('tour', 'TR-JP-16', 'Okinawa Islands Escape', 'Japan', 16, 5990),
  product('tour', 'TR-JP-5', 'Tokyo City Break', 'Japan', 5, 1990),
  product('tour', 'TR-JP-20', 'Japan in Depth: Samurai Trails', 'Japan', 20, null),
  product('tour', 'TR-KH-9', 'Angkor & Beyond', 'Cambodia', 9, 2290),
  product('tour', 'TR-IN-18', 'Golden Triangle & Rajasthan', 'India', 18, 4590),
  product('tour', 'TR-IT-10', 'Italian Lakes & Tuscany', 'Italy', 10, 4990, 'best-seller'),
  product('tour', 'TR-PE-12', 'Inca Trail & Machu Picchu', 'Peru', 12, 5290, 'special-offer'),
  product('tour', 'TR-MA-10', 'Morocco Imperial Cities', 'Morocco', 10, 2890),
  product('tour', 'TR-KE-9', 'Kenya Safari Adventure', 'Kenya', 9, null),
  product('tour', 'TR-EG-11', 'Egypt & the Nile', 'Egypt', 11, 3990),
  product('tour', 'TR-NZ-21', 'New Zealand North to South', 'New Zealand', 21, 7490),
  // The trips the tours home promotes (and its offers and posts name), priced in each market.
  product('tour', 'TR-VN-LAN', 'Vietnam: Lanterns & Limestone', 'Vietnam', 15, { AUD: 4890, NZD: 5390 }),
  product('tour', 'TR-JP-KISO', 'Japan: Kyoto, Kiso & the Alps', 'Japan', 13, { AUD: 8450, NZD: 9290 }),
  product('tour', 'TR-IT-PUG', 'Italy: The Puglia Slow Road', 'Italy', 12, { AUD: 6290, NZD: 6920 }),
  product('tour', 'TR-PE-INCA', 'Peru: Inca Trail & Sacred Valley', 'Peru', 14, { AUD: 6980, NZD: 7680 }),
  product('tour', 'TR-MA-SAH', 'Morocco: Atlas to Sahara', 'Morocco', 12, { AUD: 4350, NZD: 4790 }),

  // The voyages the cruises home's cards show (by code), as they name and price them.
  product('cruise', 'CR-MED-10', 'Mediterranean Mosaic', 'Mediterranean', 15, 8990, 'best-seller'),
  product('cruise', 'CR-ALA-7', 'Alaska’s Inside Passage', 'Alaska', 11, 7450),
  product('cruise', 'CR-MEK-8', 'Mekong Discovery', 'Mekong', 9, 5340, 'special-offer'),
  product('cruise', 'CR-DAN-8', 'Danube Serenade', 'Danube', 8, 4690),
  product(
    'cruise',
    'CR-NOR-12',
    'Norway’s Fjords & North Cape',
    'Norwegian Fjords',
    13,
    9280,
    'special-offer',
  ),
  product('cruise', 'CR-HAL-3', 'Halong Bay Overnight Cruise', 'Vietnam', 3, 690),
  product('cruise', 'CR-GAL-7', 'Galapagos Islands Expedition', 'Galapagos', 7, null),
  product('cruise', 'CR-KIM-10', 'Kimberley Coast Expedition', 'Australia', 10, 11990),

  product(
    'golf-package',
    'GF-SCO-7',
    'Scotland Links: St Andrews & Carnoustie',
    'Scotland',
    7,
    6990,
    'best-seller',
  ),
  product('golf-package', 'GF-ALG-7', 'Algarve Golf Escape', 'Algarve', 7, 2490),
  product('golf-package', 'GF-NZ-10', 'New Zealand Golf Odyssey', 'New Zealand', 10, 7890),
  product(
    'golf-package',
    'GF-VN-6',
    'Vietnam Coast Golf: Da Nang & Hoi An',
    'Vietnam',
    6,
    2190,
    'special-offer',
  ),
  product('golf-package', 'GF-IE-8', 'Ireland Southwest Links', 'Ireland', 8, 5490),
  product('golf-package', 'GF-TH-5', 'Hua Hin Golf Break', 'Thailand', 5, 1490),
  product('golf-package', 'GF-ZA-9', 'Garden Route Golf Safari', 'South Africa', 9, 4690),
  product('golf-package', 'GF-AU-16', 'Great Australian Golf Tour', 'Australia', 16, null),
  // Golf's destination pages (a couple of packages each): its menu's Great Britain & Ireland,
  // Europe and New Zealand.
  product('golf-package', 'GF-SCO-10', 'Highland Links: Royal Dornoch & Castle Stuart', 'Scotland', 10, 8490),
  product('golf-package', 'GF-IE-6', 'Dublin & the East Coast Links', 'Ireland', 6, 3990),
  product('golf-package', 'GF-EN-7', 'Open Venues of the North West', 'England', 7, 5290),
  product('golf-package', 'GF-EN-5', 'The Surrey Heathlands', 'England', 5, 3690),
  product('golf-package', 'GF-WA-6', 'Royal Porthcawl & the Welsh Coast', 'Wales', 6, 3490),
  product('golf-package', 'GF-WA-8', 'Wales Coast to Coast', 'Wales', 8, null),
  product('golf-package', 'GF-NI-6', 'Royal Portrush & Royal County Down', 'Northern Ireland', 6, 5990),
  product('golf-package', 'GF-NI-8', 'Causeway Coast Golf', 'Northern Ireland', 8, null),
  product('golf-package', 'GF-IM-4', 'Castletown Links Weekend', 'Isle of Man', 4, 1890),
  product('golf-package', 'GF-IM-7', 'Isle of Man Golf Week', 'Isle of Man', 7, 2790),
  product('golf-package', 'GF-PT-7', 'Lisbon Coast Golf: Estoril & Troia', 'Portugal', 7, 2890),
  product('golf-package', 'GF-PT-10', 'Portugal Grand Golf Tour', 'Portugal', 10, 4290),
  product('golf-package', 'GF-ES-7', 'Costa del Sol: Valderrama & Marbella', 'Spain', 7, 3290),
  product('golf-package', 'GF-ES-5', 'Barcelona & PGA Catalunya', 'Spain', 5, 2690),
  product('golf-package', 'GF-NZ-7', 'Kauri Cliffs & Cape Kidnappers', 'New Zealand', 7, 6490),
  // Golf's four headline trips, which its home promotes (10 nights is 11 days, and so on).
  product('golf-package', 'GF-SCO-FIFE', 'Scotland: The Kingdom of Fife', 'Scotland', 11, 12950),
  product('golf-package', 'GF-PT-ALG', 'Portugal: Algarve Sun', 'Portugal', 8, 5480),
  product('golf-package', 'GF-NZ-GRAND', 'New Zealand: The Grand Tour', 'New Zealand', 13, 11200),
  product('golf-package', 'GF-VN-CC', 'Vietnam: The Central Coast', 'Vietnam', 10, 4390),

  product(
    'rail',
    'RL-CH-10',
    'Swiss Alps by Glacier & Bernina Express',
    'Switzerland',
    10,
    9850,
    'best-seller',
  ),
  product('rail', 'RL-AU-4', 'The Ghan: Adelaide to Darwin', 'Australia', 4, 3290),
  product('rail', 'RL-AU-8', 'The Ghan Expedition', 'Australia', 8, 8490),
  product('rail', 'RL-CA-8', 'Rocky Mountaineer: First Passage to the West', 'Canada', 9, 11380),
  product('rail', 'RL-JP-12', 'Japan Rail Discovery', 'Japan', 12, 5590, 'special-offer'),
  product('rail', 'RL-JP-14', 'Japan by Shinkansen', 'Japan', 14, 8960),
  product('rail', 'RL-IN-7', "Maharajas' Express", 'India', 7, null),
  product('rail', 'RL-ZA-3', 'The Blue Train: Pretoria to Cape Town', 'South Africa', 3, 2490),
  product('rail', 'RL-UK-5', 'Royal Scotsman Highlands', 'Scotland', 5, 12990),
  product('rail', 'RL-PE-3', 'Andean Explorer: Cusco to Arequipa', 'Peru', 3, 4490),
]

export interface CategoryLeaf {
  title: string
  slug: string
  isShow: boolean
}

export interface CategoryNode {
  title: string
  slug: string
  children: Array<CategoryNode | CategoryLeaf>
}

function group(title: string, destinations: string[], hidden: string[] = []): CategoryNode {
  return {
    title,
    slug: slugify(title),
    children: destinations.map((name) => ({
      title: name,
      slug: slugify(name),
      isShow: !hidden.includes(name),
    })),
  }
}

// Asia has more than 7 destinations and Europe more than 5, so the menu's "Show more" is exercised.
export const TOUR_CATEGORY_TREE: CategoryNode = {
  title: 'TOUR DESTINATION',
  slug: 'tour-destination',
  children: [
    group(
      'Asia',
      ['Vietnam', 'Japan', 'Cambodia', 'Thailand', 'India', 'Sri Lanka', 'China', 'Laos', 'Indonesia'],
      ['Laos'],
    ),
    group(
      'Europe',
      ['Italy', 'France', 'Spain', 'Portugal', 'Greece', 'Switzerland', 'Croatia'],
      ['Croatia'],
    ),
    group('Africa & Middle East', ['Morocco', 'Kenya', 'Egypt', 'Jordan', 'South Africa']),
    group('The Americas', ['Peru', 'Canada', 'Argentina', 'Costa Rica']),
    group('Australia & Pacific', ['Australia', 'New Zealand', 'Fiji', 'Samoa']),
  ],
}

export interface Country {
  /** ISO 3166-1 numeric, so ids look like the warehouse's and never collide. */
  id: number
  name: string
  destinations: string[]
}

export const COUNTRIES: readonly Country[] = [
  { id: 36, name: 'Australia', destinations: ['Sydney', 'Melbourne', 'Adelaide', 'Darwin', 'Kimberley'] },
  { id: 116, name: 'Cambodia', destinations: ['Siem Reap', 'Phnom Penh'] },
  { id: 124, name: 'Canada', destinations: ['Vancouver', 'Banff', 'Jasper'] },
  { id: 250, name: 'France', destinations: ['Paris', 'Provence', 'Nice'] },
  { id: 300, name: 'Greece', destinations: ['Athens', 'Santorini', 'Mykonos'] },
  // A country the warehouse knows but has no places for: the wizard must still take one typed.
  { id: 352, name: 'Iceland', destinations: [] },
  { id: 356, name: 'India', destinations: ['Delhi', 'Agra', 'Jaipur', 'Udaipur'] },
  { id: 372, name: 'Ireland', destinations: ['Dublin', 'Killarney'] },
  { id: 380, name: 'Italy', destinations: ['Rome', 'Florence', 'Venice', 'Lake Como'] },
  { id: 392, name: 'Japan', destinations: ['Tokyo', 'Kyoto', 'Osaka', 'Hiroshima'] },
  { id: 404, name: 'Kenya', destinations: ['Nairobi', 'Maasai Mara', 'Amboseli'] },
  { id: 504, name: 'Morocco', destinations: ['Marrakech', 'Fes', 'Chefchaouen'] },
  { id: 554, name: 'New Zealand', destinations: ['Auckland', 'Rotorua', 'Queenstown'] },
  { id: 604, name: 'Peru', destinations: ['Lima', 'Cusco', 'Machu Picchu', 'Arequipa'] },
  { id: 620, name: 'Portugal', destinations: ['Lisbon', 'Porto', 'Algarve'] },
  { id: 704, name: 'Vietnam', destinations: ['Hanoi', 'Halong Bay', 'Hoi An', 'Ho Chi Minh City'] },
  { id: 710, name: 'South Africa', destinations: ['Cape Town', 'Pretoria', 'Kruger National Park'] },
  { id: 724, name: 'Spain', destinations: ['Barcelona', 'Madrid', 'Seville'] },
  { id: 756, name: 'Switzerland', destinations: ['Zermatt', 'St. Moritz', 'Lucerne'] },
  { id: 764, name: 'Thailand', destinations: ['Bangkok', 'Chiang Mai', 'Hua Hin'] },
  { id: 818, name: 'Egypt', destinations: ['Cairo', 'Luxor', 'Aswan'] },
  {
    id: 826,
    name: 'United Kingdom',
    destinations: ['London', 'Edinburgh', 'St Andrews', 'Scottish Highlands'],
  },
]
