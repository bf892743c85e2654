import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type {
  ConditionalPropertyCallbackContext,
  NewDocumentOptionsContext,
  TemplateItem,
  WorkspaceOptions,
} from 'sanity'
import { brandIds } from '@travel/config'
import config from './sanity.config'
import { brandSchemaTypes } from './schemas'

const workspaces = config as WorkspaceOptions[]

describe('studio workspaces', () => {
  it('has one workspace per brand, all on one project and dataset', () => {
    assert.deepEqual(
      workspaces.map((workspace) => [workspace.name, workspace.basePath]),
      brandIds.map((brand) => [brand, `/${brand}`]),
    )
    assert.equal(
      new Set(workspaces.map((workspace) => `${workspace.projectId}/${workspace.dataset}`)).size,
      1,
    )
  })

  it('offers new pages and forms of its own brand only (site settings is a single document)', () => {
    const offered: TemplateItem[] = ['tours', 'golf'].flatMap((brand) => [
      { templateId: `page-${brand}` },
      { templateId: `siteSettings-${brand}` },
      { templateId: `form-${brand}` },
    ])
    const golf = workspaces.find((workspace) => workspace.name === 'golf')
    const newDocumentOptions = golf?.document?.newDocumentOptions
    assert.ok(typeof newDocumentOptions === 'function')
    const result = newDocumentOptions(offered, {
      currentUser: { roles: [{ name: 'editor' }] },
    } as NewDocumentOptionsContext)
    assert.deepEqual(
      result.map((item) => item.templateId),
      ['page-golf', 'form-golf'],
    )
  })

  it('has a Submissions tool in each workspace, and token login so the tool has a token to send', () => {
    for (const workspace of workspaces) {
      const tools = workspace.tools
      assert.ok(typeof tools === 'function')
      const names = tools([], {} as Parameters<typeof tools>[1]).map((tool) => tool.name)
      assert.deepEqual(names, ['submissions'])
      assert.equal(
        workspace.auth && 'loginMethod' in workspace.auth ? workspace.auth.loginMethod : undefined,
        'token',
      )
    }
  })
})

describe('studio auth', () => {
  it('is one configuration that every workspace shares', () => {
    // Sanity warns when workspaces of one project declare different auth (only the first one's
    // takes effect): one object in all of them is one configuration by any comparison.
    assert.equal(new Set(workspaces.map((workspace) => workspace.auth)).size, 1)
    assert.deepEqual(workspaces[0]?.auth, { loginMethod: 'token' })
  })
})

describe("another brand's document in a workspace", () => {
  const readOnlyOf = (brand: 'tours' | 'cruises', type: string) => {
    const schemaType = brandSchemaTypes(brand).find((each) => each.name === type) as {
      readOnly?: (context: ConditionalPropertyCallbackContext) => boolean
    }
    return (documentBrand: string, ...roles: string[]) =>
      schemaType.readOnly?.({
        document: { brand: documentBrand },
        currentUser: { roles: roles.map((name) => ({ name })) },
      } as unknown as ConditionalPropertyCallbackContext) ?? false
  }

  it('opens read-only, as does its own brand for a user whose roles do not open it', () => {
    for (const type of ['page', 'siteSettings', 'post', 'form']) {
      const inTours = readOnlyOf('tours', type)
      assert.equal(inTours('cruises', 'editor'), true, type)
      assert.equal(inTours('tours', 'editor'), false, type)
      assert.equal(inTours('tours', 'tours-editor'), false, type)
      assert.equal(inTours('tours', 'cruises-editor'), true, type)
      assert.equal(inTours('tours', 'railway-contractor'), true, type)
    }
  })
})
