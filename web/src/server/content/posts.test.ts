/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import { getStaticProps } from '../../../pages/_sites/[site]/[[...slug]]'
import { postRoute } from '@/site/posts'
import { brandPostPaths, loadPostRoute } from './posts'
import { brandPagePaths } from './sitePages'

const site = (id: string) => getSite(id) as Site

/** The route's answer for a path of a site, as Next asks for it. */
async function routeAnswer(siteId: string, path: string) {
  const slug = path.split('/').filter(Boolean)
  return getStaticProps({ params: { site: siteId, slug } })
}

const TOURS_NEWS = '/news/our-2027-small-group-departures-are-on-sale'

describe('a post page', () => {
  it('is found at /{type-slug}/{slug} with its title, summary, image and text', async () => {
    const loaded = await loadPostRoute(site('tours'), postRoute(TOURS_NEWS.slice(1))!)
    expect(loaded?.kind).toBe('post')
    if (loaded?.kind !== 'post') return
    expect(loaded.post.title).toBe('Our 2027 small-group departures are on sale')
    expect(loaded.post.type).toBe('news')
    expect(loaded.post.contentImage?.alt).toMatch(/Greek island/)
    expect(loaded.post.content?.length).toBeGreaterThanOrEqual(3)
    const opening = loaded.post.content?.[0]?.children?.[0]
    expect(opening?._type === 'span' && opening.text).toMatch(/^Our 2027 small-group departures/)
  })

  it('is rendered by the site route, fresh within the pages’ revalidate time', async () => {
    const answer = await routeAnswer(
      'tours',
      '/travel-tips/packing-for-the-inca-trail-what-our-leaders-carry',
    )
    expect(answer).toMatchObject({
      props: { kind: 'post', path: '/travel-tips/packing-for-the-inca-trail-what-our-leaders-carry' },
      revalidate: expect.any(Number),
    })
  })

  it('is served on every site of its brand, and on no other brand’s', async () => {
    expect(await routeAnswer('tours-nz', TOURS_NEWS)).toMatchObject({ props: { kind: 'post' } })
    expect(await routeAnswer('golf', TOURS_NEWS)).toMatchObject({ notFound: true })
    expect(await loadPostRoute(site('golf'), postRoute(TOURS_NEWS.slice(1))!)).toBeNull()
  })

  it('is not found under another type, or at a slug no post has', async () => {
    expect(
      await routeAnswer('tours', '/press-release/our-2027-small-group-departures-are-on-sale'),
    ).toMatchObject({
      notFound: true,
    })
    expect(await routeAnswer('tours', '/news/no-such-post')).toMatchObject({ notFound: true })
    expect(await routeAnswer('tours', '/news/Our-2027')).toMatchObject({ notFound: true })
  })
})

describe('a list of posts', () => {
  it('shows a type’s posts of the brand, newest first', async () => {
    const answer = await routeAnswer('tours', '/news')
    expect(answer).toMatchObject({ props: { kind: 'postList', type: 'news', page: 1, pageCount: 1 } })
    const posts = 'props' in answer ? (answer.props as { posts: { createdAt: string }[] }).posts : []
    expect(posts.map((post) => post.createdAt)).toEqual(['2026-11-12', '2026-08-04', '2026-03-05'])
  })

  it('is paged: each page its share, and a page past the last is not found', async () => {
    const news = (page: number) =>
      loadPostRoute(site('tours'), { kind: 'postList', type: 'news', page }, 'published', 2)
    const first = await news(1)
    const second = await news(2)
    expect(first).toMatchObject({ page: 1, pageCount: 2 })
    expect(second).toMatchObject({ page: 2, pageCount: 2 })
    const titles = (loaded: typeof first) =>
      loaded?.kind === 'postList' ? loaded.posts.map((post) => post.title) : []
    expect(titles(first)).toEqual([
      'Our 2027 small-group departures are on sale',
      'New in Morocco: a night at a Saharan desert camp',
    ])
    expect(titles(second)).toEqual(['The Wayfarer Foundation opens a school in Sapa'])
    expect(await news(3)).toBeNull()
    expect(await routeAnswer('tours', '/news/page/2')).toMatchObject({ notFound: true })
  })

  it('sends /news/page/1 to /news, and finds no list a brand has no post of', async () => {
    expect(await routeAnswer('golf', '/news/page/1')).toMatchObject({
      redirect: { destination: '/news', permanent: true },
    })
    expect(await routeAnswer('cruises', '/news')).toMatchObject({ notFound: true })
    expect(await routeAnswer('golf', '/press-release')).toMatchObject({ props: { kind: 'postList' } })
    expect(await routeAnswer('golf', '/news/page/0')).toMatchObject({ notFound: true })
  })
})

describe('the addresses of posts', () => {
  it('reads a post route from a path, and nothing else', () => {
    expect(postRoute('travel-tips')).toEqual({ kind: 'postList', type: 'travelTips', page: 1 })
    expect(postRoute('press-release/page/3')).toEqual({ kind: 'postList', type: 'pressRelease', page: 3 })
    expect(postRoute('news/a-post')).toEqual({ kind: 'post', type: 'news', slug: 'a-post' })
    expect(postRoute('about-us')).toBeNull()
    expect(postRoute('news/page/01')).toBeNull()
    expect(postRoute('news/a/b')).toBeNull()
    expect(postRoute('travelTips/a-post')).toBeNull()
  })

  it('lists each post and each page of each list, for static paths and revalidation', async () => {
    const paths = (await brandPostPaths('golf')).map(({ path }) => path)
    expect(paths).toEqual([
      '/news',
      '/news/scotlands-links-for-2027-tee-times-now-confirmed',
      '/news/new-for-2027-a-golf-week-on-vietnams-central-coast',
      '/travel-tips',
      '/travel-tips/flying-with-your-clubs-our-travel-bag-checklist',
      '/travel-tips/links-or-parkland-choosing-courses-for-your-game',
      '/press-release',
      '/press-release/fairway-golf-journeys-named-golf-tour-operator-of-the-year',
    ])
    expect((await brandPostPaths('golf', 1)).map(({ path }) => path)).toContain('/news/page/2')
    expect(await brandPagePaths('golf')).toEqual(expect.arrayContaining(paths))
    expect(await brandPostPaths('rail')).toEqual([])
  })
})
