import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Tool, ToolMenuProps, WorkspaceOptions } from 'sanity'
import { brandIds, type BrandId } from '@travel/config'
import config from '../sanity.config'
import { submissionsTool, ToolMenuWithoutHidden } from './submissionsTool'

const workspaces = config as WorkspaceOptions[]

/** The Submissions tool a brand's workspace gives a user with these roles (no roles: signed out). */
function toolFor(brand: BrandId, roles: string[] | null): Tool {
  const tools = workspaces.find((workspace) => workspace.name === brand)?.tools
  assert.ok(typeof tools === 'function')
  const currentUser = roles && { roles: roles.map((name) => ({ name })) }
  const given = tools([], { currentUser } as Parameters<typeof tools>[1])
  assert.deepEqual(
    given.map((tool) => tool.name),
    ['submissions'],
  )
  return given[0]!
}

/** The tools the Studio's menu lists of these (ToolMenuWithoutHidden, as the workspaces use it). */
function menuOf(tools: Tool[]): string[] {
  let listed: Tool[] = []
  const renderDefault = (props: ToolMenuProps) => {
    listed = props.tools
    return createElement('nav')
  }
  const menu = workspaces[0]?.studio?.components?.toolMenu
  assert.equal(menu, ToolMenuWithoutHidden)
  menu({ tools, context: 'topbar', isSidebarOpen: false, closeSidebar: () => undefined, renderDefault })
  return listed.map((tool) => tool.title)
}

describe("the Submissions tool's access", () => {
  it("is in the menu for an administrator and for the brand's own submissions role only", () => {
    for (const brand of brandIds) {
      const other = brandIds.find((each) => each !== brand)!
      const shown: (string[] | null)[] = [
        ['administrator'],
        [`${brand}-submissions`],
        ['viewer', `${brand}-submissions`],
      ]
      const hidden: (string[] | null)[] = [
        ['viewer'],
        ['editor'],
        ['developer'],
        ['contributor'],
        [`${brand}-editor`],
        [`${brand}-viewer`],
        [`${other}-submissions`],
        [],
        null,
      ]
      for (const roles of shown)
        assert.deepEqual(
          { brand, roles, menu: menuOf([toolFor(brand, roles)]) },
          { brand, roles, menu: ['Submissions'] },
        )
      for (const roles of hidden)
        assert.deepEqual({ brand, roles, menu: menuOf([toolFor(brand, roles)]) }, { brand, roles, menu: [] })
    }
  })

  it("says at its address why it is hidden, and keeps the address of the failure alert's link", () => {
    const refused = toolFor('rail', ['viewer'])
    const html = renderToStaticMarkup(createElement(refused.component, { tool: refused }))
    assert.match(html, /You need the administrator role or rail-submissions to see submissions\./)
    assert.ok(!html.includes('<select'), 'no filters, no list')
    assert.deepEqual(refused.router?.decode('/?id=s1'), submissionsTool('rail').router?.decode('/?id=s1'))
  })

  it('leaves every other tool in the menu', () => {
    const structure = { name: 'structure', title: 'Structure', component: () => null }
    assert.deepEqual(menuOf([structure, toolFor('tours', ['viewer'])]), ['Structure'])
  })
})
