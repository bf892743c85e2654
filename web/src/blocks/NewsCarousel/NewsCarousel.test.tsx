import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { fakeMatchMedia } from '@/testing/matchMedia'
import { seedBlock } from '@/testing/seedContent'
import type { BlockOf } from '../types'

const WIDE_SCREEN = '(min-width: 48rem)'

/** The seed's tours posts, newest first: what the tours home page's carousel shows, pinning none. */
const TOURS_NEWEST_FIRST = [
  'post-tours-our-2027-small-group-departures-are-on-sale',
  'post-tours-packing-for-the-inca-trail-what-our-leaders-carry',
  'post-tours-wayfarer-tours-named-small-group-operator-of-the-year',
  'post-tours-new-in-morocco-a-night-at-a-saharan-desert-camp',
  'post-tours-japan-by-rail-kyoto-to-the-alps-without-the-luggage',
  'post-tours-the-wayfarer-foundation-opens-a-school-in-sapa',
]

type SeedDataset = Parameters<NonNullable<NonNullable<Parameters<typeof seedBlock>[3]>['edit']>>[0]

/** A post an editor publishes: a news item of tours, unless told otherwise. */
function newPost(fields: { _id: string; createdAt: string; brand?: string; slug?: string | null }) {
  const { slug = fields._id, brand = 'tours', ...rest } = fields
  return {
    _type: 'post',
    _createdAt: '2026-12-01T00:00:00Z',
    _updatedAt: '2026-12-01T00:00:00Z',
    _rev: 'r',
    type: 'news',
    title: `Post ${fields._id}`,
    summary: 'New.',
    brand,
    ...(slug ? { slug: { _type: 'slug', current: slug } } : {}),
    ...rest,
  }
}

let restore: () => void = () => undefined
afterEach(() => restore())

describe('the news carousel', () => {
  it('shows the tours brand’s latest posts, newest first, three to a wide screen', async () => {
    restore = fakeMatchMedia([WIDE_SCREEN])
    // Not the page's first block: its title is a second-level heading, its cards' titles third.
    const before: BlockOf<'iconStrip'> = { _key: 'before', _type: 'iconStrip', title: null, items: [] }
    const seeded = await seedBlock('tours', '', 'newsCarousel')
    expect(seeded.items?.map((item) => item._id)).toEqual(TOURS_NEWEST_FIRST)
    renderBlocks([before, seeded])
    const carousel = await screen.findByRole('region', { name: seeded.title! })
    expect(screen.getByRole('heading', { level: 2, name: seeded.title! })).toBeInTheDocument()
    const cards = within(carousel).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      seeded.items!.slice(0, 3).map((item) => `${item.title} (opens in a new tab)`),
    )
  })

  it('shows the latest posts of the brand, newest first (golf)', async () => {
    const seeded = await seedBlock('golf', '', 'newsCarousel')
    expect(seeded.items?.map((item) => item.createdAt)).toEqual([
      '2026-11-03',
      '2026-10-14',
      '2026-08-21',
      '2026-06-30',
      '2026-03-05',
    ])
    expect(seeded.items?.every((item) => item._id.startsWith('post-golf-'))).toBe(true)
  })

  it('shows a post published since, first, with no edit to the carousel; the oldest of six leaves', async () => {
    const before = await seedBlock('tours', '', 'newsCarousel')
    const after = await seedBlock('tours', '', 'newsCarousel', {
      edit: (dataset) => [...dataset, newPost({ _id: 'post-tours-new', createdAt: '2026-12-01' })],
    })
    expect(after.items?.map((item) => item._id)).toEqual([
      'post-tours-new',
      ...before.items!.slice(0, 5).map((item) => item._id),
    ])
  })

  it('leaves out what the site does not show: a post without a slug, another brand’s', async () => {
    const block = await seedBlock('tours', '', 'newsCarousel', {
      edit: (dataset) => [
        ...dataset,
        newPost({ _id: 'post-tours-no-slug', createdAt: '2026-12-01', slug: null }),
        newPost({ _id: 'post-golf-newer', createdAt: '2026-12-02', brand: 'golf' }),
      ],
    })
    expect(block.items?.map((item) => item._id)).toEqual(TOURS_NEWEST_FIRST)
  })

  it('shows the pinned posts first, in their order, then the latest, each post once, six in all', async () => {
    const pinning = (pinnedPosts: string[], latestType?: string) => (dataset: SeedDataset) =>
      dataset.map((document) =>
        document._id === 'page-tours-home'
          ? {
              ...document,
              blocks: (document.blocks as { _type: string }[]).map((block) =>
                block._type === 'newsCarousel'
                  ? {
                      ...block,
                      latestType,
                      pinnedPosts: pinnedPosts.map((_ref, index) => ({
                        _key: `p${index}`,
                        _type: 'reference',
                        _ref,
                      })),
                    }
                  : block,
              ),
            }
          : document,
      )
    const oldest = TOURS_NEWEST_FIRST.at(-1)!
    // Another brand's post, pinned through the API (the Studio offers only the brand's), is left out.
    const golfPost = 'post-golf-flying-with-your-clubs-our-travel-bag-checklist'
    const pinned = await seedBlock('tours', '', 'newsCarousel', { edit: pinning([oldest, golfPost]) })
    expect(pinned.items?.map((item) => item._id)).toEqual([oldest, ...TOURS_NEWEST_FIRST.slice(0, 5)])
    // A pinned post of any type, then the latest of the carousel's type (news), a new one first.
    const tip = 'post-tours-packing-for-the-inca-trail-what-our-leaders-carry'
    const news = await seedBlock('tours', '', 'newsCarousel', {
      edit: (dataset) =>
        pinning([tip], 'news')([...dataset, newPost({ _id: 'post-tours-new', createdAt: '2026-12-01' })]),
    })
    expect(news.items?.map((item) => item._id)).toEqual([
      tip,
      'post-tours-new',
      'post-tours-our-2027-small-group-departures-are-on-sale',
      'post-tours-new-in-morocco-a-night-at-a-saharan-desert-camp',
      'post-tours-the-wayfarer-foundation-opens-a-school-in-sapa',
    ])
  })

  it('shows each card’s type, its date as day, short month and two-digit year, its line and image', async () => {
    restore = fakeMatchMedia([WIDE_SCREEN])
    const block = await seedBlock('tours', '', 'newsCarousel')
    renderBlocks([block])
    const first = (await screen.findAllByRole('article'))[0]!
    const item = block.items![0]!
    expect(within(first).getByText('News')).toBeInTheDocument()
    expect(within(first).getByText('12 Nov 26')).toHaveAttribute('datetime', '2026-11-12')
    expect(within(first).getByText(item.summary!)).toBeInTheDocument()
    const image = within(first).getByRole('img', { name: item.contentImage!.alt! })
    expect(image).toHaveAttribute('width', String(item.contentImage!.width))
    expect(image).toHaveAttribute('height', String(item.contentImage!.height))
  })

  it('links each post to its page, /{type-slug}/{slug}, in a new tab', async () => {
    restore = fakeMatchMedia([WIDE_SCREEN])
    renderBlocks([await seedBlock('tours', '', 'newsCarousel')])
    const links = (await screen.findAllByRole('article')).map((card) => within(card).getByRole('link'))
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/news/our-2027-small-group-departures-are-on-sale',
      '/travel-tips/packing-for-the-inca-trail-what-our-leaders-carry',
      '/press-release/wayfarer-tours-named-small-group-operator-of-the-year',
    ])
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('shows a lone card, without a link or date when it lacks them, and nothing without items', async () => {
    restore = fakeMatchMedia()
    const item = { ...(await seedBlock('tours', '', 'newsCarousel')).items![0]!, slug: null, createdAt: null }
    const block: BlockOf<'newsCarousel'> = {
      _key: 'n',
      _type: 'newsCarousel',
      title: 'News',
      items: [item],
      windows: [],
    }
    renderBlocks([block])
    const card = await screen.findByRole('article')
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(item.title!)
    expect(within(card).queryByRole('link')).toBeNull()
    expect(card.querySelector('time')).toBeNull()
    // One card has nowhere to slide: no carousel.
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    const { container } = renderBlocks([{ ...block, _key: 'empty', items: [] }])
    expect(container).toBeEmptyDOMElement()
  })
})
