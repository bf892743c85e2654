import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { NewDocumentOptionsContext, TemplateItem, WorkspaceOptions } from 'sanity'
import { brandIds } from '@travel/config'
import config from './sanity.config'

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
    const result = newDocumentOptions(offered, {} as NewDocumentOptionsContext)
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
