import type { ReactElement } from 'react'
import type * as StyledComponents from 'styled-components'

/**
 * The server's rules stay where the server wrote them (serverStyles.ts). Each test serves a page
 * with one copy of styled-components (and of React, which it must share), as the server does, and
 * starts the client with fresh copies, as a browser does: the same components, defined in the
 * same order, have the same ids.
 */
type Styled = typeof StyledComponents

/** A base component, one that extends it, and one with a class per prop. */
function defineComponents({ default: styled }: Styled) {
  const Box = styled.div<{ $tone?: 'plain' | 'loud' }>`
    padding: 1px;
    color: ${({ $tone }) => ($tone === 'loud' ? 'red' : 'black')};
  `
  const Card = styled(Box)`
    color: blue;
  `
  const Note = styled.p`
    margin: 2px;
  `
  return { Box, Card, Note }
}

type Components = ReturnType<typeof defineComponents>

const page = ({ Box, Card }: Components) => (
  <main>
    <Box>plain</Box>
    <Card>card</Card>
  </main>
)

/** The server's HTML and its style element, as pages/_document.tsx writes them. */
async function serve(): Promise<{ html: string; css: string }> {
  let served = { html: '', css: '' }
  await jest.isolateModulesAsync(async () => {
    const styledComponents = await import('styled-components')
    const { renderToString } = await import('react-dom/server')
    const sheet = new styledComponents.ServerStyleSheet()
    const html = renderToString(sheet.collectStyles(page(defineComponents(styledComponents))))
    served = { html, css: sheet.instance.toString() }
    sheet.seal()
  })
  return served
}

type Client = { components: Components; render: (element: ReactElement) => Promise<void> }

/** A browser's start: the served page, then styled-components and serverStyles.ts, fresh. */
async function startClient(
  served: { html: string; css: string },
  beforeAdoption?: (styled: Styled) => void,
): Promise<Client> {
  document.head.innerHTML = `<style data-server-styles="">${served.css}</style>`
  document.body.innerHTML = `<div id="root">${served.html}</div>`
  let client: Client | undefined
  await jest.isolateModulesAsync(async () => {
    const styledComponents = await import('styled-components')
    const { act } = await import('react')
    const { createRoot } = await import('react-dom/client')
    beforeAdoption?.(styledComponents)
    await import('./serverStyles')
    const components = defineComponents(styledComponents)
    const root = createRoot(document.getElementById('root')!)
    client = {
      components,
      render: (element) => act(async () => root.render(element)),
    }
  })
  return client!
}

const serverElement = () => document.head.querySelector('style[data-server-styles]')

/** The rules of styled-components' own client sheet, in their order. */
const clientRules = () =>
  [...document.head.querySelectorAll<HTMLStyleElement>('style[data-styled]')].flatMap((element) =>
    [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText.replace(/\s+/g, '')),
  )

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
})

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

test('the components the server rendered add no rule, and its style element stays', async () => {
  const served = await serve()
  expect(served.css).toContain('color:blue')
  const client = await startClient(served)
  await client.render(page(client.components))
  expect(serverElement()?.textContent).toBe(served.css)
  expect(clientRules()).toEqual([])
})

test("a component the server did not render gets its rules in the client's sheet, after the server's", async () => {
  const served = await serve()
  const client = await startClient(served)
  const { Note } = client.components
  await client.render(
    <main>
      {page(client.components)}
      <Note>new</Note>
    </main>,
  )
  expect(serverElement()?.textContent).toBe(served.css)
  expect(clientRules()).toEqual([expect.stringMatching(/^\.\w+\{margin:2px;\}$/)])
})

test("a new class of a component the server rendered hands the server's rules over, in their order", async () => {
  const served = await serve()
  const client = await startClient(served)
  const { Box } = client.components
  await client.render(
    <main>
      {page(client.components)}
      <Box $tone="loud">loud</Box>
    </main>,
  )
  expect(serverElement()).toBeNull()
  const rules = clientRules()
  const loud = rules.findIndex((rule) => rule.includes('color:red'))
  const card = rules.findIndex((rule) => rule.includes('color:blue'))
  // The base's new rule comes before the rule of the component that extends it, as it would have.
  expect(loud).toBeGreaterThanOrEqual(0)
  expect(loud).toBeLessThan(card)
  expect(rules.filter((rule) => rule.includes('color:black'))).toHaveLength(1)
})

test("a client that met a component before the server's names were read takes the rules over at once", async () => {
  const served = await serve()
  // The server's last component known first, as if imported ahead of serverStyles.ts.
  const ids = [...served.css.matchAll(/\[id="([\w-]+)"\]/g)].map(([, id]) => id!)
  expect(ids.length).toBeGreaterThan(1)
  await startClient(served, (styledComponents) =>
    styledComponents.__PRIVATE__.StyleSheet.registerId(ids.at(-1)!),
  )
  expect(serverElement()).toBeNull()
  expect(clientRules().some((rule) => rule.includes('color:blue'))).toBe(true)
})
