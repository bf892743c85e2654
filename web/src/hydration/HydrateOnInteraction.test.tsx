import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { createContext, useContext, useEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { RouterContext } from './nextInternals'
import { useRouter, type NextRouter } from 'next/router'
import { HydrateOnInteraction, ISLAND_ROOT, type EnteredValues } from './HydrateOnInteraction'
import { FORM_ISLAND } from './heldSubmits'

const submitted = jest.fn<void, [Record<string, FormDataEntryValue>]>()

/** While a test holds them, the tasks waiting for the browser's next paint; else they run as in a browser. */
let mockPaintsHeld: (() => void)[] | null = null
jest.mock('@/ui/afterNextPaint', () => {
  const actual = jest.requireActual<typeof import('@/ui/afterNextPaint')>('@/ui/afterNextPaint')
  return {
    afterNextPaint: (task: () => void) =>
      mockPaintsHeld ? mockPaintsHeld.push(task) : actual.afterNextPaint(task),
  }
})

/** The browser paints: the tasks held for its next paint run. */
function paint() {
  const tasks = mockPaintsHeld ?? []
  mockPaintsHeld = []
  for (const task of tasks) task()
}

function Island({ entered }: { entered: EnteredValues }) {
  const [clicks, setClicks] = useState(0)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submitted(Object.fromEntries(new FormData(event.currentTarget)))
      }}
    >
      <label>
        Name
        <input name="name" defaultValue={typeof entered.name === 'string' ? entered.name : ''} />
      </label>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks}
      </button>
      <button type="submit">Send</button>
    </form>
  )
}

const page = (island: React.ReactNode) => (
  <ThemeProvider theme={brands.tours.theme}>
    <main>{island}</main>
  </ThemeProvider>
)

let root: Root | undefined

/** An island's server HTML, as HydrateOnInteraction renders it on the server. */
const islandHtml = (island: React.ReactNode) => (
  <div {...FORM_ISLAND}>
    <div {...ISLAND_ROOT}>{island}</div>
  </div>
)

/** Serves the page as the server does: the island's HTML inside its marked div. */
function serve() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(islandHtml(<Island entered={{}} />)))
  document.body.append(container)
  return container
}

/** Serves the page, then hydrates it. */
async function serveAndHydrate(container = serve()) {
  await act(async () => {
    root = hydrateRoot(
      container,
      page(<HydrateOnInteraction>{(entered) => <Island entered={entered} />}</HydrateOnInteraction>),
    )
  })
  return container
}

afterEach(() => {
  mockPaintsHeld = null
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  act(() => root?.unmount())
  document.body.innerHTML = ''
  submitted.mockReset()
})

it('keeps the server HTML, inert, until the visitor reaches for it', async () => {
  await serveAndHydrate()
  expect(screen.getByLabelText('Name')).toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }))
  expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument()
})

it('hydrates on first focus and keeps what was typed before', async () => {
  await serveAndHydrate()
  const input = screen.getByLabelText<HTMLInputElement>('Name')
  input.value = 'Ann'
  await act(async () => input.focus())
  await waitFor(() => {
    fireEvent.click(screen.getByRole('button', { name: /^Clicked/ }))
    expect(screen.getByRole('button', { name: /^Clicked [1-9]/ })).toBeInTheDocument()
  })
  expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ann')
})

it('replays a submit made before hydration instead of navigating', async () => {
  await serveAndHydrate()
  screen.getByLabelText<HTMLInputElement>('Name').value = 'Ben'
  const form = screen.getByRole('button', { name: 'Send' }).closest('form')!
  const navigation = new Event('submit', { bubbles: true, cancelable: true })
  await act(async () => form.dispatchEvent(navigation))
  expect(navigation.defaultPrevented).toBe(true)
  await waitFor(() => expect(submitted).toHaveBeenCalledWith({ name: 'Ben' }))
})

/**
 * Serves and hydrates the page, then starts the island hydrating on a focus, as React's own
 * scheduler does in a browser (act() would finish each render at once), and returns once its
 * root exists and has not hydrated yet: React is rendering it.
 */
async function startHydratingTheIsland() {
  let loaded = () => {}
  const code = new Promise<void>((resolve) => (loaded = resolve))
  const load = () => code
  const container = serve()
  await act(async () => {
    root = hydrateRoot(
      container,
      page(
        <HydrateOnInteraction load={load}>{(entered) => <Island entered={entered} />}</HydrateOnInteraction>,
      ),
    )
  })
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
  mockPaintsHeld = []
  const input = screen.getByLabelText<HTMLInputElement>('Name')
  input.value = 'Dee'
  input.focus()
  loaded() // its code preloaded, as a lazyPart's is
  const islandRoot = () =>
    [...container.querySelectorAll('[data-form-island], [data-form-island] *')].find((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactContainer$')),
    )
  const ticks = async () => {
    for (let tick = 0; tick < 100 && !islandRoot(); tick++) await Promise.resolve()
  }
  // The focus is answered first: nothing of the island runs until the browser has painted it.
  await ticks()
  expect(islandRoot()).toBeUndefined()
  paint()
  await ticks()
  expect(islandRoot()).toBeDefined()
}

it('stops the navigation of a send pressed while the island hydrates, and sends it once', async () => {
  await startHydratingTheIsland()
  const send = new Event('submit', { bubbles: true, cancelable: true })
  screen.getByRole('button', { name: 'Send' }).closest('form')!.dispatchEvent(send)
  expect(send.defaultPrevented).toBe(true)
  await waitFor(() => expect(submitted).toHaveBeenCalledWith({ name: 'Dee' }))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(submitted).toHaveBeenCalledTimes(1)
})

it('hydrates the island at once for a click pressed while it hydrates, and delivers it', async () => {
  await startHydratingTheIsland()
  fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }))
  expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument()
})

it('hydrates at once when the visitor is already in it as the page hydrates', async () => {
  const container = serve()
  screen.getByLabelText<HTMLInputElement>('Name').focus()
  await serveAndHydrate(container)
  await waitFor(() => {
    fireEvent.click(screen.getByRole('button', { name: /^Clicked/ }))
    expect(screen.getByRole('button', { name: /^Clicked [1-9]/ })).toBeInTheDocument()
  })
})

it("sends a submit the page's hold script stopped before React listened, once hydrated", async () => {
  const container = serve()
  screen.getByLabelText<HTMLInputElement>('Name').value = 'Cy'
  // What public/frontend/hold-submits.js does with such a send (heldSubmits.test.ts runs it).
  window.__heldSubmits = [screen.getByRole('button', { name: 'Send' }).closest('form')!]
  await serveAndHydrate(container)
  await waitFor(() => expect(submitted).toHaveBeenCalledWith({ name: 'Cy' }))
  expect(submitted).toHaveBeenCalledTimes(1)
  expect(window.__heldSubmits).toEqual([])
  expect(container.querySelector('[data-form-island]')).toHaveAttribute('data-form-island-listening')
})

/** A form that is ready to send only after its first effect, as one with a pre-ticked captcha. */
function SetsUpInAnEffect() {
  const [ready, setReady] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- as the test captcha gives its token
  useEffect(() => setReady(true), [])
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submitted({ ready: String(ready) })
      }}
    >
      <button type="submit">Send</button>
    </form>
  )
}

it('replays a held submit only once what the island set up in its first effects is in place', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(islandHtml(<SetsUpInAnEffect />)))
  document.body.append(container)
  window.__heldSubmits = [container.querySelector('form')!]
  await act(async () => {
    root = hydrateRoot(
      container,
      page(<HydrateOnInteraction>{() => <SetsUpInAnEffect />}</HydrateOnInteraction>),
    )
  })
  await waitFor(() => expect(submitted).toHaveBeenCalledWith({ ready: 'true' }))
  expect(submitted).toHaveBeenCalledTimes(1)
})

it('renders the island live in a client-side render (a navigation: no server HTML)', async () => {
  const container = document.createElement('div')
  document.body.append(container)
  const { createRoot } = await import('react-dom/client')
  root = createRoot(container)
  await act(async () =>
    root!.render(
      page(<HydrateOnInteraction>{(entered) => <Island entered={entered} />}</HydrateOnInteraction>),
    ),
  )
  fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }))
  expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument()
})

it('renders the island in the page when the server sent no HTML for it', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(<div />))
  document.body.append(container)
  await act(async () => {
    root = hydrateRoot(
      container,
      page(<HydrateOnInteraction>{(entered) => <Island entered={entered} />}</HydrateOnInteraction>),
      { onRecoverableError: () => undefined },
    )
  })
  fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }))
  expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument()
})

const PageOnly = createContext(false)

/** Needs a context the page provides and the island's own root does not. */
function NeedsPageContext({ entered }: { entered: EnteredValues }) {
  if (!useContext(PageOnly)) throw new Error('rendered outside the page')
  return <Island entered={entered} />
}

it('renders the island in the page when it fails as its own root', async () => {
  const element = (
    <PageOnly.Provider value>
      <HydrateOnInteraction>{(entered) => <NeedsPageContext entered={entered} />}</HydrateOnInteraction>
    </PageOnly.Provider>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    page(<PageOnly.Provider value>{islandHtml(<Island entered={{}} />)}</PageOnly.Provider>),
  )
  document.body.append(container)
  await act(async () => {
    root = hydrateRoot(container, page(element))
  })
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  // Inside act(), React hands a root's uncaught errors to act instead of the root's handler.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  screen.getByLabelText('Name').focus()
  // The island fails as its own root, and is rendered in the page instead, where it works.
  await waitFor(() =>
    expect(error).toHaveBeenCalledWith(
      'The island failed; rendering it in the page instead',
      expect.objectContaining({ message: 'rendered outside the page' }),
    ),
  )
  await waitFor(() => {
    fireEvent.click(screen.getByRole('button', { name: /^Clicked/ }))
    expect(screen.getByRole('button', { name: /^Clicked [1-9]/ })).toBeInTheDocument()
  })
  error.mockRestore()
})

/** Reads the page's router, as feature code in an island may. */
function RouterPath() {
  return <output>Path {useRouter()?.asPath ?? 'none'}</output>
}

it("gives an island hydrated as its own root the page's router", async () => {
  // Only what the island reads: a whole router is Next's to build.
  const asPath: Pick<NextRouter, 'asPath'> = { asPath: '/contact-us' }
  const router = asPath as NextRouter
  const element = (
    <RouterContext.Provider value={router}>
      <HydrateOnInteraction>
        {() => (
          <form>
            <input aria-label="Name" />
            <RouterPath />
          </form>
        )}
      </HydrateOnInteraction>
    </RouterContext.Provider>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    page(
      <RouterContext.Provider value={router}>
        {islandHtml(
          <form>
            <input aria-label="Name" />
            <RouterPath />
          </form>,
        )}
      </RouterContext.Provider>,
    ),
  )
  document.body.append(container)
  await act(async () => {
    root = hydrateRoot(container, page(element))
  })
  await act(async () => screen.getByLabelText('Name').focus())
  await waitFor(() => expect(screen.getByText('Path /contact-us')).toBeInTheDocument())
  const error = jest.spyOn(console, 'error')
  expect(error).not.toHaveBeenCalledWith(
    'The island failed; rendering it in the page instead',
    expect.anything(),
  )
  error.mockRestore()
})

describe('whenVisible', () => {
  /** The page's one IntersectionObserver (jsdom has none): what it watches, and a way to report. */
  const observed: { element?: Element; report?: (isIntersecting: boolean) => void } = {}

  beforeEach(() => {
    globalThis.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.element = element
        observed.report = (isIntersecting) => {
          const entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'> = {
            isIntersecting,
            target: element,
          }
          this.callback([entry as IntersectionObserverEntry], this as never)
        }
      }
      disconnect() {
        observed.report = undefined
      }
    } as unknown as typeof IntersectionObserver
  })
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
  })

  async function serveAndHydrateWhenVisible() {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page(islandHtml(<Island entered={{}} />)))
    document.body.append(container)
    await act(async () => {
      root = hydrateRoot(
        container,
        page(
          <HydrateOnInteraction whenVisible>
            {(entered) => <Island entered={entered} />}
          </HydrateOnInteraction>,
        ),
      )
    })
  }

  it('hydrates the island once it scrolls into view, with no interaction', async () => {
    await serveAndHydrateWhenVisible()
    expect(observed.element).toContainElement(screen.getByLabelText('Name'))
    await act(async () => observed.report?.(false))
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }))
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument()
    await act(async () => observed.report?.(true))
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: /^Clicked/ }))
      expect(screen.getByRole('button', { name: /^Clicked [1-9]/ })).toBeInTheDocument()
    })
    // It stops watching once hydrated.
    expect(observed.report).toBeUndefined()
  })
})
