import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type {
  DocumentActionComponent,
  DocumentActionProps,
  DocumentActionsContext,
  NewDocumentOptionsContext,
  TemplateItem,
} from 'sanity'
import { brandDocumentActions, brandNewDocumentOptions, onlyOnBrand } from './documentActions'

/** Sanity's default actions, as the resolver receives them: each a component with its key. */
const defaults = ['publish', 'unpublish', 'discardChanges', 'duplicate', 'delete', 'restore', 'schedule'].map(
  (key) => {
    const action: DocumentActionComponent = () => ({ label: key })
    action.action = key as DocumentActionComponent['action']
    return action
  },
)

const userWith = (...roles: string[]) => ({ currentUser: { roles: roles.map((name) => ({ name })) } })
const context = (schemaType: string, ...roles: string[]) =>
  ({ schemaType, ...userWith(...roles) }) as unknown as DocumentActionsContext
const keys = (actions: DocumentActionComponent[]) =>
  actions.map((action) => action.action ?? action.displayName)

describe('site settings', () => {
  it('can be published and their edits discarded, nothing else (and previewed)', () => {
    const actions = brandDocumentActions('tours')(defaults, context('siteSettings', 'editor'))
    assert.deepEqual(keys(actions), ['publish', 'discardChanges', 'OnlyOn(PreviewDraft)'])
  })

  it('keep every default action on other brand documents, with Preview draft after them', () => {
    const actions = brandDocumentActions('golf')(defaults, context('page', 'editor'))
    assert.deepEqual(keys(actions).slice(0, defaults.length), keys(defaults))
    assert.equal(actions.length, defaults.length + 1)
  })

  it('leave types that belong to no brand alone', () => {
    assert.equal(brandDocumentActions('golf')(defaults, context('sanity.imageAsset', 'editor')), defaults)
  })
})

describe("another brand's document, opened in a workspace (global search, a pasted link)", () => {
  const publish = defaults[0]!
  const props = (brand: string) =>
    ({
      id: 'x',
      type: 'page',
      draft: { _id: 'drafts.x', brand },
      published: null,
      version: null,
    }) as unknown as DocumentActionProps

  it('has no actions there; its own brand keeps them', () => {
    const guarded = onlyOnBrand(publish, 'tours')
    assert.equal(guarded(props('cruises')), null)
    assert.deepEqual(guarded(props('tours')), { label: 'publish' })
    assert.equal(guarded.action, 'publish')
  })
})

describe("a user whose roles do not open the workspace's brand", () => {
  for (const roles of [['railway-contractor'], ['tours-editor'], ['Rail-editor'], []]) {
    it(`(${roles.join(', ') || 'no role'}) gets no actions and no new documents in rail`, () => {
      assert.deepEqual(brandDocumentActions('rail')(defaults, context('page', ...roles)), [])
      const offered = [{ templateId: 'page-rail' }] as TemplateItem[]
      const create = brandNewDocumentOptions('rail')(offered, userWith(...roles) as NewDocumentOptionsContext)
      assert.deepEqual(create, [])
    })
  }

  it('differs from one whose roles do: rail-contractor or a project role', () => {
    for (const role of ['rail-contractor', 'contributor']) {
      assert.equal(brandDocumentActions('rail')(defaults, context('page', role)).length, defaults.length + 1)
    }
  })
})
