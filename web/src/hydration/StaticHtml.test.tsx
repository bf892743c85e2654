import { act, fireEvent, render, screen } from '@testing-library/react'
import Router from 'next/router'
import { useState, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { contentVersion, StaticHtml } from './StaticHtml'

jest.mock('next/router', () => ({
  __esModule: true,
  default: {
    query: { site: 'rail' },
    push: jest.fn(() => Promise.resolve(true)),
    prefetch: jest.fn(() => Promise.resolve()),
  },
}))

function Counter() {
  const [count, setCount] = useState(0)
  return <button onClick={() => setCount(count + 1)}>Count {count}</button>
}

function Content({ heading }: { heading: string }) {
  return (
    <nav>
      <h2>{heading}</h2>
      <a href="/about-us">About us</a>
      <a href="/about-us" target="_blank">
        About us, new tab
      </a>
      <a href="https://example.com/elsewhere">Elsewhere</a>
      <a href="/_seed/files/brochure.pdf">Brochure</a>
      <Counter />
    </nav>
  )
}

let root: Root | undefined

/** Serves the content as the server does (inside the wrapper div), then hydrates the page. */
async function serveAndHydrate(heading: string) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <div style={{ display: 'contents' }}>
      <Content heading={heading} />
    </div>,
  )
  document.body.append(container)
  const page = (content: ReactNode, key: string) => <StaticHtml key={key}>{content}</StaticHtml>
  await act(async () => {
    root = hydrateRoot(container, page(<Content heading={heading} />, heading))
  })
  return (next: string) =>
    act(async () => {
      root!.render(page(<Content heading={next} />, next))
    })
}

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  jest.mocked(Router.push).mockClear()
  jest.mocked(Router.prefetch).mockClear()
})

it('keeps the server HTML without hydrating it', async () => {
  await serveAndHydrate('Explore')
  expect(screen.getByRole('heading', { name: 'Explore' })).toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: 'Count 0' }))
  expect(screen.getByRole('button', { name: 'Count 0' })).toBeInTheDocument()
})

it('follows internal links client-side and prefetches them, leaving the others to the browser', async () => {
  await serveAndHydrate('Explore')
  fireEvent.pointerOver(screen.getByRole('link', { name: 'About us' }))
  // Links name the page they render: the browser's router is not told about proxy.ts.
  expect(Router.prefetch).toHaveBeenCalledWith(
    '/_sites/[site]/[[...slug]]?site=rail&slug=about-us',
    '/about-us',
  )

  // Whether React's handler took each click over; then no click navigates jsdom.
  const takenOver: boolean[] = []
  const stopNavigation = (event: Event) => {
    takenOver.push(event.defaultPrevented)
    event.preventDefault()
  }
  window.addEventListener('click', stopNavigation)
  const click = (name: string, init: MouseEventInit = {}) =>
    screen
      .getByRole('link', { name })
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
  click('About us')
  click('About us', { ctrlKey: true })
  click('About us, new tab')
  click('Elsewhere')
  click('Brochure')
  window.removeEventListener('click', stopNavigation)
  expect(takenOver).toEqual([true, false, false, false, false])
  expect(Router.push).toHaveBeenCalledWith(
    { pathname: '/_sites/[site]/[[...slug]]', query: { site: 'rail', slug: ['about-us'] } },
    '/about-us',
  )
  expect(Router.push).toHaveBeenCalledTimes(1)
})

it('renders new content when its key changes (a client-side navigation)', async () => {
  const navigate = await serveAndHydrate('Explore')
  await navigate('Contact')
  expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: 'Count 0' }))
  expect(screen.getByRole('button', { name: 'Count 1' })).toBeInTheDocument()
})

it('renders normally in a client-side render', () => {
  render(
    <StaticHtml>
      <Content heading="Explore" />
    </StaticHtml>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Count 0' }))
  expect(screen.getByRole('button', { name: 'Count 1' })).toBeInTheDocument()
})

it('fingerprints content', () => {
  expect(contentVersion({ a: 1 })).toBe(contentVersion({ a: 1 }))
  expect(contentVersion({ a: 1 })).not.toBe(contentVersion({ a: 2 }))
})
