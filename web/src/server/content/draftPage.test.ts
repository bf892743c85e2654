/** @jest-environment node */
import type { GetStaticPropsContext, GetStaticPropsResult } from 'next'
import { getStaticProps } from '../../../pages/_sites/[site]/[[...slug]]'

/** Stega's characters: zero-width space, non-joiner, joiner, and the byte-order mark. */
const STEGA = /[\u200B-\u200D\uFEFF]/

type Props = Record<string, unknown> & { page?: { title?: string; blocks?: unknown[] } }

async function render(
  site: string,
  slug: string[],
  draftMode: boolean,
): Promise<GetStaticPropsResult<Props>> {
  const context: GetStaticPropsContext<{ site: string; slug?: string[] }> = {
    params: { site, slug },
    draftMode,
  }
  return (await getStaticProps(context)) as GetStaticPropsResult<Props>
}

async function propsOf(site: string, slug: string[], draftMode: boolean): Promise<Props> {
  const result = await render(site, slug, draftMode)
  if (!('props' in result)) throw new Error(`no page at ${slug.join('/')}: ${JSON.stringify(result)}`)
  return result.props as Props
}

describe("a site page's props in draft preview", () => {
  it('carry stega in the text of a draft page, and none in a published one', async () => {
    const draft = await propsOf('golf', ['about-us'], true)
    const published = await propsOf('golf', ['about-us'], false)
    expect(JSON.stringify(draft.page?.blocks)).toMatch(STEGA)
    expect(JSON.stringify(published)).not.toMatch(STEGA)
  })

  it("leave clean what logic reads: the head's title and meta, the site's facts, slugs, paths, ids, keys", async () => {
    const draft = await propsOf('golf', ['about-us'], true)
    const { page, settings, site, path } = draft as Props & {
      page: { title: string; _id: string; slug: string; seo: unknown; blocks: { _key: string }[] }
      settings: { title: string; homeSlug: string; contact: unknown }
      site: unknown
      path: string
    }
    expect(page.title).toBe('About us')
    expect(page._id).toBe('page-golf-about-us')
    expect(page.slug).toBe('about-us')
    expect(JSON.stringify(page.seo)).not.toMatch(STEGA)
    expect(settings.title).toBe('Fairway Golf Journeys')
    expect(settings.homeSlug).toBe('home')
    expect(JSON.stringify(settings.contact)).not.toMatch(STEGA)
    expect(JSON.stringify(site)).not.toMatch(STEGA)
    expect(path).toBe('/about-us')
    for (const block of page.blocks) expect(block._key).not.toMatch(STEGA)
  })
})

describe('the preview of a date', () => {
  const scheduled = 'Small-group tours 2028' // shown from 2027-09-01 (the seed)
  const titlesOn = (props: Props) =>
    (props.page?.blocks ?? []).flatMap((block) =>
      ((block as { brochures?: { title: string }[] }).brochures ?? []).map(({ title }) => title),
    )

  it('shows a scheduled brochure before its window opens, in draft mode only', async () => {
    const asOf = await propsOf('tours', ['@2027-09-02T09:00', 'brochures'], true)
    expect(asOf.previewAt).toBe('2027-09-02T09:00')
    expect(titlesOn(asOf).some((title) => title.startsWith(scheduled))).toBe(true)
    const now = await propsOf('tours', ['brochures'], true)
    expect(now.previewAt).toBeNull()
    expect(titlesOn(now).some((title) => title.startsWith(scheduled))).toBe(false)
    // Without draft mode a moment names no page (the proxy never gives one to a visitor).
    expect(await render('tours', ['@2027-09-02T09:00', 'brochures'], false)).toMatchObject({ notFound: true })
  })
})
