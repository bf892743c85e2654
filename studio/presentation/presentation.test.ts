import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { WorkspaceOptions } from 'sanity'
import { brandIds } from '@travel/config'
import config from '../sanity.config'
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
