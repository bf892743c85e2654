import { brandIds, brands, type BrandId } from '@travel/config'
import type { pageBlocks } from '../blocks/pageBlocks.generated'

/** A page-builder block's type name. */
export type PageBlockName = (typeof pageBlocks)[number]['name']

/** The insert menu's groups, in its order. */
export const BLOCK_GROUPS = [
  { name: 'heroNavigation', title: 'Hero and navigation' },
  { name: 'text', title: 'Text' },
  { name: 'media', title: 'Media' },
  { name: 'carousels', title: 'Carousels' },
  { name: 'forms', title: 'Forms' },
  { name: 'destination', title: 'Destination' },
  { name: 'famil', title: 'Famil' },
] as const

type BlockGroup = (typeof BLOCK_GROUPS)[number]['name']

const EVERY_BRAND: readonly BrandId[] = brandIds
/** The brands that sell tours by destination: their sites have destination pages and tour lists. */
const TOUR_BRANDS: readonly BrandId[] = ['tours', 'golf']
const CRUISES: readonly BrandId[] = ['cruises']

/**
 * Every block's place in the insert menu and the brands whose pages may use it: the one table
 * (a block missing from it fails tsc). Most blocks suit any brand. Limited: the cruise-partner
 * blocks and voyage cards (cruises only: the seed and spec 01 use them there); the destination
 * blocks and the tailor-made wizard (the brands that sell tours by destination, as in the seed).
 * Widen a block's brands here; the Studio offers it and accepts it on those brands' pages only.
 */
export const BLOCK_MENU = {
  heroSlider: { group: 'heroNavigation', brands: EVERY_BRAND },
  quickSearch: { group: 'heroNavigation', brands: EVERY_BRAND },
  offerLinks: { group: 'heroNavigation', brands: EVERY_BRAND },
  overview: { group: 'heroNavigation', brands: EVERY_BRAND },
  richTextSection: { group: 'text', brands: EVERY_BRAND },
  aboutCompany: { group: 'text', brands: EVERY_BRAND },
  homeAboutUs: { group: 'text', brands: EVERY_BRAND },
  foundationAbout: { group: 'text', brands: EVERY_BRAND },
  cruisePartnerAbout: { group: 'text', brands: CRUISES },
  journeyTimeline: { group: 'text', brands: EVERY_BRAND },
  iconStrip: { group: 'text', brands: EVERY_BRAND },
  homeB2cAgency: { group: 'text', brands: EVERY_BRAND },
  synergy: { group: 'text', brands: EVERY_BRAND },
  counter: { group: 'text', brands: EVERY_BRAND },
  counterGroup: { group: 'text', brands: EVERY_BRAND },
  faq: { group: 'text', brands: EVERY_BRAND },
  imageWithText: { group: 'media', brands: EVERY_BRAND },
  brochures: { group: 'media', brands: EVERY_BRAND },
  featuredTrips: { group: 'media', brands: EVERY_BRAND },
  cruisePromo: { group: 'media', brands: CRUISES },
  voyageCards: { group: 'media', brands: CRUISES },
  valueCarousel: { group: 'carousels', brands: EVERY_BRAND },
  solutionsCarousel: { group: 'carousels', brands: EVERY_BRAND },
  newsCarousel: { group: 'carousels', brands: EVERY_BRAND },
  partnerLogos: { group: 'carousels', brands: EVERY_BRAND },
  formBlock: { group: 'forms', brands: EVERY_BRAND },
  contactSection: { group: 'forms', brands: EVERY_BRAND },
  enquirySection: { group: 'forms', brands: EVERY_BRAND },
  careerForm: { group: 'forms', brands: EVERY_BRAND },
  agentAcceptanceForm: { group: 'forms', brands: EVERY_BRAND },
  virtuosoForm: { group: 'forms', brands: EVERY_BRAND },
  webinarForm: { group: 'forms', brands: EVERY_BRAND },
  tailorMadeWizard: { group: 'forms', brands: TOUR_BRANDS },
  destinationIntro: { group: 'destination', brands: TOUR_BRANDS },
  destinationRelations: { group: 'destination', brands: TOUR_BRANDS },
  destinationGroups: { group: 'destination', brands: TOUR_BRANDS },
  tourProducts: { group: 'destination', brands: TOUR_BRANDS },
  familInformation: { group: 'famil', brands: EVERY_BRAND },
  familRegistrationForm: { group: 'famil', brands: EVERY_BRAND },
} satisfies Record<PageBlockName, { group: BlockGroup; brands: readonly BrandId[] }>

/** Whether a brand's pages may use a block (false for a type that is no block). */
export function isBlockOfBrand(type: string, brand: string): boolean {
  const entry = (BLOCK_MENU as Record<string, { brands: readonly string[] }>)[type]
  return Boolean(entry?.brands.includes(brand))
}

/**
 * The insert menu's groups for a brand (every brand's blocks without one): each with the blocks
 * of it, empty groups left out.
 */
export function blockGroupsOf(brand?: string) {
  return BLOCK_GROUPS.map(({ name, title }) => ({
    name,
    title,
    of: Object.entries(BLOCK_MENU)
      .filter(([type, entry]) => entry.group === name && (!brand || isBlockOfBrand(type, brand)))
      .map(([type]) => type),
  })).filter((group) => group.of.length > 0)
}

/**
 * The check on a page's blocks: a block its brand may not use (pasted, or kept from before the
 * table limited it) is named, with the brand, so the editor removes it.
 */
export function blocksOfOtherBrands(
  blocks: readonly { _type?: string }[] | undefined,
  brand: string,
  titleOf: (type: string) => string,
): true | string {
  const foreign = [
    ...new Set(
      (blocks ?? []).map((block) => block._type ?? '').filter((type) => !isBlockOfBrand(type, brand)),
    ),
  ]
  if (!foreign.length || !(brand in brands)) return true
  const names = foreign.map((type) => `“${titleOf(type)}”`).join(', ')
  return `${names} ${foreign.length === 1 ? 'is' : 'are'} not offered on ${brands[brand as BrandId].name} pages: remove ${foreign.length === 1 ? 'it' : 'them'}.`
}
