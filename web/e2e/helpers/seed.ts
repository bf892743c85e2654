import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Reads studio/seed/dataset.ndjson, so tests can say what each brand's visitors must see. */
type Doc = { _id: string; _type: string; brand?: string; [key: string]: unknown }
type PageDoc = Doc & {
  title: string
  slug: { current: string }
  blocks?: { _key: string; _type: string; title?: string; slides?: { title?: string }[] }[]
}
type SettingsDoc = Doc & {
  title: string
  homePage: { _ref: string }
  enquiryPage?: { _ref: string }
  notFound: { title: string }
  headerNavigation?: { label: string; internalLink?: boolean; reference?: { _ref: string } }[]
}

export const SEED_DATASET = path.join(__dirname, '..', '..', '..', 'studio', 'seed', 'dataset.ndjson')

export function readDataset(file = SEED_DATASET): Doc[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)
}

const documents = readDataset()

export function settingsOf(brand: string): SettingsDoc {
  const settings = documents.find((doc) => doc._type === 'siteSettings' && doc.brand === brand)
  if (!settings) throw new Error(`No site settings for ${brand}`)
  return settings as SettingsDoc
}

export function pagesOf(brand: string): PageDoc[] {
  return documents.filter((doc): doc is PageDoc => doc._type === 'page' && doc.brand === brand)
}

type PostDoc = Doc & { type: string; title: string; slug: { current: string }; createdAt: string }

/** A brand's posts, as the seed has them. */
export function postsOf(brand: string): PostDoc[] {
  return documents.filter((doc): doc is PostDoc => doc._type === 'post' && doc.brand === brand)
}

/**
 * A tours brochure the brochure request offers at any moment (it has no publish window), by its
 * title, which the form shows and sends.
 */
export function alwaysOfferedBrochure(): string {
  const brochure = documents.find((doc) => doc._id === 'brochure-tours-tailor-made-journeys-2027')
  if (!brochure || brochure.availableFrom || brochure.availableUntil)
    throw new Error('The seed’s tailor-made brochure is gone, or has a publish window')
  return brochure.title as string
}

export function pageById(id: string): PageDoc {
  const page = documents.find((doc) => doc._id === id)
  if (!page) throw new Error(`No page ${id}`)
  return page as PageDoc
}

export function homeOf(brand: string): PageDoc {
  return pageById(settingsOf(brand).homePage._ref)
}

/** The main heading a page shows: its first block's title, else the page title. */
export function headingOf(page: PageDoc): string {
  const first = page.blocks?.[0]
  // A hero slider's first slide carries the page's heading.
  return first?.title ?? first?.slides?.[0]?.title ?? page.title
}

/** A slug one brand has and the other does not. */
export function slugOnlyIn(brand: string, notIn: string): string {
  const theirs = new Set(pagesOf(notIn).map((page) => page.slug.current))
  const slug = pagesOf(brand).find((page) => page._id !== homeOf(brand)._id && !theirs.has(page.slug.current))
  if (!slug) throw new Error(`${brand} has no page that ${notIn} lacks`)
  return slug.slug.current
}
