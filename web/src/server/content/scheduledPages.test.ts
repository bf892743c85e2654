/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { datasetFile } from '@/testing/datasetSource'

// The seed, with the tours brand's "Responsible travel" page (in its header and footer) shown
// for a month, and a news post embargoed until that month starts.
const OPENS = '2027-03-01T00:00:00.000Z'
const ENDS = '2027-04-01T00:00:00.000Z'
const PAGE_ID = 'page-tours-responsible-travel'
const POST_ID = 'post-tours-our-2027-small-group-departures-are-on-sale'
const POST_PATH = '/news/our-2027-small-group-departures-are-on-sale'
const mockDatasetFile = datasetFile(
  readFileSync(path.join(__dirname, '../../../../studio/seed/dataset.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const document = JSON.parse(line) as { _id: string }
      if (document._id === PAGE_ID) return { ...document, availableFrom: OPENS, availableUntil: ENDS }
      if (document._id === POST_ID) return { ...document, availableFrom: OPENS }
      return document
    }),
)

jest.mock('./source', () =>
  jest
    .requireActual<typeof import('@/testing/datasetSource')>('@/testing/datasetSource')
    .sourceModuleReading(() => mockDatasetFile),
)

import { getStaticProps } from '../../../pages/_sites/[site]/[[...slug]]'
import { sandboxForThisFile } from '@/testing/sandbox'
import { brandPagePaths, REVALIDATE_SECONDS } from './sitePages'

// The home page's trips come from the back office's sandbox.
sandboxForThisFile()

/** The route's answer for a path of the tours site with the server's clock at `moment`. */
async function answerAt(moment: string | number, pathname: string) {
  jest.spyOn(Date, 'now').mockReturnValue(typeof moment === 'number' ? moment : Date.parse(moment))
  try {
    const slug = pathname.split('/').filter(Boolean)
    return (await getStaticProps({ params: { site: 'tours', slug } })) as {
      props?: Record<string, unknown>
      notFound?: boolean
      revalidate?: number
    }
  } finally {
    jest.restoreAllMocks()
  }
}

/** Every label of a link the home page's props carry: menus, footer, blocks. */
function linkLabels(props: unknown): string[] {
  const labels: string[] = []
  JSON.stringify(props, (key, value: unknown) => {
    if (value && typeof value === 'object' && 'reference' in value && 'label' in value) {
      labels.push(String((value as { label: unknown }).label))
    }
    return value
  })
  return labels
}

const newsTitles = (props: unknown) =>
  ((props as { posts: { title: string }[] }).posts ?? []).map((post) => post.title)
const opens = Date.parse(OPENS)
const ends = Date.parse(ENDS)

describe('a page and a post with publish windows, with the clock moved', () => {
  it('before the window: the page and the post answer 404 and are rendered again as it opens; no link leads to them', async () => {
    const before = opens - 30_000
    expect(await answerAt(before, '/responsible-travel')).toEqual({ notFound: true, revalidate: 30 })
    expect(await answerAt(before, POST_PATH)).toEqual({ notFound: true, revalidate: 30 })
    const home = await answerAt(before, '/')
    expect(linkLabels(home.props)).not.toContain('Responsible travel')
    expect(linkLabels(home.props)).toContain('About us')
    expect(home.revalidate).toBe(30)
    const news = await answerAt(before, '/news')
    expect(newsTitles(news.props)).not.toContain('Our 2027 small-group departures are on sale')
    expect(news.revalidate).toBe(30)
    expect(JSON.stringify(home.props)).not.toContain('Our 2027 small-group departures are on sale')
    const paths = await brandPagePaths('tours', before)
    expect(paths).not.toContain('/responsible-travel')
    expect(paths).not.toContain(POST_PATH)
  })

  it('in the window: both show, with their links, and the page is rendered again as it ends', async () => {
    const page = await answerAt(OPENS, '/responsible-travel')
    expect(page.props).toMatchObject({ kind: 'page', path: '/responsible-travel' })
    expect(page.revalidate).toBe(REVALIDATE_SECONDS)
    expect((await answerAt(ends - 20_000, '/responsible-travel')).revalidate).toBe(20)
    const home = await answerAt(ends - 30_000, '/')
    // Its header item, its footer link and a tile of the home page lead to it again.
    expect(linkLabels(home.props).filter((label) => label === 'Responsible travel')).toHaveLength(3)
    expect(home.revalidate).toBe(30)
    expect((await answerAt(OPENS, POST_PATH)).props).toMatchObject({ kind: 'post' })
    expect(newsTitles((await answerAt(OPENS, '/news')).props)).toContain(
      'Our 2027 small-group departures are on sale',
    )
    expect(JSON.stringify((await answerAt(OPENS, '/')).props)).toContain(
      'Our 2027 small-group departures are on sale',
    )
    const paths = await brandPagePaths('tours', opens)
    expect(paths).toEqual(expect.arrayContaining(['/responsible-travel', POST_PATH]))
  })

  it('after the window: the page answers 404 again and its menu items are gone; the post stays', async () => {
    expect(await answerAt(ENDS, '/responsible-travel')).toEqual({
      notFound: true,
      revalidate: REVALIDATE_SECONDS,
    })
    expect(linkLabels((await answerAt(ENDS, '/')).props)).not.toContain('Responsible travel')
    expect((await answerAt(ENDS, POST_PATH)).props).toMatchObject({ kind: 'post' })
  })
})
