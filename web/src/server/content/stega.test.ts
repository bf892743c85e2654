/** @jest-environment node */
import { stegaClean } from '@sanity/client/stega'
import { pageQuery, siteSettingsQuery } from '@/content/queries'
import { defaultDatasetPath, loadDataset } from './embeddedDataset'
import { embeddedSourceMap } from './embeddedSourceMap'
import { embeddedSource } from './source'
import { draftStega } from './stega'

/** Stega's characters: zero-width space, non-joiner, joiner, and the byte-order mark. */
const STEGA = /[\u200B-\u200D\uFEFF]/

const source = embeddedSource(defaultDatasetPath())
const aboutUs = { brand: 'golf', site: 'golf', slug: 'about-us', now: new Date().toISOString() }

describe('stega in draft preview, on the embedded source', () => {
  it('encodes the text of a draft page and none of a published one', async () => {
    const draft = await source(pageQuery, aboutUs, 'drafts')
    const published = await source(pageQuery, aboutUs)
    expect(draft?.title).toMatch(STEGA)
    expect(stegaClean(draft?.title)).toBe('About us')
    expect(JSON.stringify(published)).not.toMatch(STEGA)
    expect(stegaClean(draft)).toEqual(published)
  })

  it('leaves the strings logic reads clean: ids, slugs, types, keys, URLs', async () => {
    const draft = await source(pageQuery, aboutUs, 'drafts')
    expect(draft?._id).toBe('page-golf-about-us')
    expect(draft?.slug).toBe('about-us')
    for (const block of draft?.blocks ?? []) {
      expect(block._type).not.toMatch(STEGA)
      expect(block._key).not.toMatch(STEGA)
    }
    const settings = await source(siteSettingsQuery, { brand: 'golf' }, 'drafts')
    expect(settings?.homeSlug).toBe('home')
  })

  it("maps each string to its document and keyed field, as the Content Lake's source maps do", async () => {
    const dataset = await loadDataset(defaultDatasetPath(), 'drafts')
    const result = { _id: 'page-golf-about-us', title: 'About us', blocks: [{ title: 'Our story' }] }
    const map = embeddedSourceMap(result, dataset)
    expect(map.documents).toEqual([{ _id: 'page-golf-about-us', _type: 'page' }])
    const title = map.mappings["$['title']"]
    expect(title?.source).toMatchObject({ type: 'documentValue', document: 0 })
    expect(map.paths).toContain("$['title']")
    expect(map.paths.some((path) => /^\$\['blocks'\]\[\?\(@\._key=='gwr2kb2j'\)\]/.test(path))).toBe(true)
    // Text that is in no document is not mapped, so not encoded.
    expect(embeddedSourceMap({ title: 'Made up by a query' }, dataset).mappings).toEqual({})
  })

  it("opens the brand's workspace of the Studio, and never encodes a form field's name or an email", () => {
    expect(draftStega({ brand: 'golf' }, { SANITY_STUDIO_URL: 'https://studio.example/' }).studioUrl).toEqual(
      {
        baseUrl: 'https://studio.example',
        workspace: 'golf',
      },
    )
    const filter = draftStega({}).filter!
    const context = (sourcePath: string[], value: string) => ({
      sourcePath,
      resultPath: sourcePath,
      value,
      sourceDocument: { _id: 'x', _type: 'form' },
      filterDefault: draftStega({}).filter!,
    })
    const encodes = (sourcePath: string[], value: string) =>
      filter({ ...context(sourcePath, value), filterDefault: (props) => props.value !== '' })
    expect(encodes(['title'], 'Brochure request')).toBe(true)
    expect(encodes(['fields', 'name'], 'First name')).toBe(false)
    expect(encodes(['options', 'value'], 'Yes please')).toBe(false)
    expect(encodes(['trips', 'code'], 'TR-VN-LAN')).toBe(false)
    expect(encodes(['intro'], 'travel@example.com')).toBe(false)
    expect(encodes(['layout'], 'imageLeft')).toBe(false)
    expect(encodes(['image', 'alt'], 'A clifftop green above the sea')).toBe(false)
  })
})
