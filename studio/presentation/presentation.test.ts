import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { evaluate, parse } from 'groq-js'
import type { WorkspaceOptions } from 'sanity'
import { brandIds } from '@travel/config'
import config from '../sanity.config'
import { typeSegment } from './locations'
import { mainDocuments } from './mainDocuments'
import { documentPath, presentationHref } from './previewAction'
import { PRESENTATION_PREVIEW_ROUTE, previewOrigins, previewUrl } from './previewUrl'
import { resolveLocations } from './resolveLocations'

type Tool = { name: string; options?: Record<string, unknown> }
const workspaces = config as WorkspaceOptions[]

function presentationOf(workspace: WorkspaceOptions): Tool | undefined {
  const plugins = (workspace.plugins ?? []) as { tools?: Tool[] }[]
  return plugins.flatMap((plugin) => plugin.tools ?? []).find((tool) => tool.name === 'presentation')
}

describe('the Presentation tool of each workspace', () => {
  it("previews on the brand's own site, through the signed draft-mode route, with the locations resolver", () => {
    for (const workspace of workspaces) {
      const options = presentationOf(workspace)?.options
      assert.ok(options, `${workspace.name} has the Presentation tool`)
      assert.deepEqual(options.previewUrl, previewUrl(workspace.name as (typeof brandIds)[number]))
      assert.equal(options.resolve && (options.resolve as { locations: unknown }).locations, resolveLocations)
    }
    assert.deepEqual(previewUrl('golf', {}), {
      initial: 'https://fairwaygolfjourneys.com',
      previewMode: { enable: PRESENTATION_PREVIEW_ROUTE, disable: '/api/preview/exit' },
    })
  })

  it('gives a brand with two sites a Preview tool per site, each opening on its own site', () => {
    const tours = workspaces.find((workspace) => workspace.name === 'tours')!
    const tools = ((tours.plugins ?? []) as { tools?: (Tool & { title?: string })[] }[])
      .flatMap((plugin) => plugin.tools ?? [])
      .filter((tool) => tool.name.startsWith('presentation'))
    assert.deepEqual(
      tools.map(({ name, title, options }) => [
        name,
        title,
        (options?.previewUrl as { initial: string }).initial,
      ]),
      [
        ['presentation', 'Preview wayfarertours.com.au', previewOrigins('tours')[0]],
        ['presentation-tours-nz', 'Preview wayfarertours.co.nz', previewOrigins('tours')[1]],
      ],
    )
    const golf = workspaces.find((workspace) => workspace.name === 'golf')!
    const golfTools = ((golf.plugins ?? []) as { tools?: (Tool & { title?: string })[] }[])
      .flatMap((plugin) => plugin.tools ?? [])
      .filter((tool) => tool.name.startsWith('presentation'))
    assert.deepEqual(
      golfTools.map(({ name, title }) => [name, title]),
      [['presentation', 'Preview']],
    )
  })

  it('allows every market of a brand, and a local origin template', () => {
    assert.deepEqual(previewOrigins('tours', {}), [
      'https://wayfarertours.com.au',
      'https://wayfarertours.co.nz',
    ])
    assert.deepEqual(
      previewOrigins('tours', { SANITY_STUDIO_PREVIEW_ORIGIN: 'http://{site}.localhost:3000' }),
      ['http://tours.localhost:3000', 'http://tours-nz.localhost:3000'],
    )
  })

  it('adds "Preview draft" to the document actions of brand documents only', () => {
    const golf = workspaces.find((workspace) => workspace.name === 'golf')
    const actions = golf?.document?.actions
    assert.ok(typeof actions === 'function')
    const names = (type: string) =>
      (
        actions([], { schemaType: type, currentUser: { roles: [{ name: 'editor' }] } } as never) as {
          displayName?: string
        }[]
      ).map((a) => a.displayName)
    for (const type of ['page', 'destinationPage', 'brochure', 'famil', 'faqTag', 'form', 'siteSettings']) {
      // Shown only on documents of the workspace's brand (studio/documentActions.ts).
      assert.deepEqual(names(type), ['OnlyOn(PreviewDraft)'], type)
    }
    assert.deepEqual(names('sanity.imageAsset'), [])
  })

  it("links the action to the document in the Presentation tool, at its page's path", () => {
    const page: Parameters<typeof documentPath>[1] = {
      _id: 'p',
      _type: 'page',
      _rev: '1',
      _createdAt: '',
      _updatedAt: '',
      slug: { current: 'about-us' },
    }
    assert.equal(documentPath('page', page), '/about-us')
    assert.equal(
      presentationHref('golf', 'page', 'p', '/about-us'),
      '/golf/presentation/page/p?preview=%2Fabout-us',
    )
    assert.equal(presentationHref('golf', 'famil', 'f', null), '/golf/presentation/famil/f')
  })
})

describe('the main document of each address', () => {
  type Doc = { _id: string; _type: string }
  const seed: Doc[] = readFileSync(path.join(__dirname, '..', 'seed', 'dataset.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)

  /** The document the Presentation tool opens at `address`, as it matches the resolvers in order. */
  async function mainDocumentAt(brand: (typeof brandIds)[number], address: string) {
    for (const resolver of mainDocuments(brand)) {
      const names: string[] = []
      const pattern = String(resolver.route).replace(/:(\w+)/g, (_, name: string) => {
        names.push(name)
        return '([^/]+)'
      })
      const match = new RegExp(`^${pattern}$`).exec(address)
      if (!match || typeof resolver.filter !== 'string') continue
      const routeParams = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]))
      const context = { origin: 'https://x', path: address, params: routeParams }
      const params = typeof resolver.params === 'function' ? resolver.params(context) : resolver.params
      const found = await (
        await evaluate(parse(`*[${resolver.filter}][0]._id`), { dataset: seed, params })
      ).get()
      return found as string | null
    }
    return null
  }

  it('opens the page, destination page or post the frame shows', async () => {
    assert.equal(await mainDocumentAt('golf', '/'), 'page-golf-home')
    assert.equal(await mainDocumentAt('golf', '/about-us'), 'page-golf-about-us')
    assert.equal(await mainDocumentAt('golf', '/famil-registration'), 'page-golf-famil-registration')
    assert.equal(
      await mainDocumentAt('golf', '/tour-destination/great-britain-ireland/scotland'),
      'destinationPage-golf-great-britain-ireland-scotland',
    )
    const post = seed.find((doc) => doc._type === 'post' && (doc as { brand?: string }).brand === 'golf') as
      (Doc & { type: string; slug: { current: string } }) | undefined
    assert.ok(post)
    assert.equal(await mainDocumentAt('golf', `/${typeSegment(post.type)}/${post.slug.current}`), post._id)
    // Each brand's own page at the same address.
    assert.equal(await mainDocumentAt('rail', '/about-us'), 'page-rail-about-us')
    assert.equal(await mainDocumentAt('golf', '/no-such-page'), null)
  })

  it('is configured in every workspace', () => {
    for (const workspace of workspaces) {
      const options = presentationOf(workspace)?.options as { resolve?: { mainDocuments?: unknown[] } }
      assert.equal(options.resolve?.mainDocuments?.length, mainDocuments(workspace.name as 'golf').length)
    }
  })
})
