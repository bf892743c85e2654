import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { lazyIsland } from './lazyIsland'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

it('renders into server HTML once preloaded, as the server does before rendering', async () => {
  const load = jest.fn(() => Promise.resolve(Greeting))
  const Island = lazyIsland(load)
  expect(renderToString(<Island name="Ana" />)).toBe('')
  await Island.preload()
  expect(renderToString(<Island name="Ana" />)).toBe('<p>Hello <!-- -->Ana</p>')
  await Island.preload()
  expect(load).toHaveBeenCalledTimes(1)
})

it('loads its code when it first renders in the browser (a client-side navigation)', async () => {
  const Island = lazyIsland(() => Promise.resolve(Greeting))
  render(<Island name="Ben" />)
  expect(screen.queryByText('Hello Ben')).not.toBeInTheDocument()
  await act(async () => undefined)
  expect(screen.getByText('Hello Ben')).toBeInTheDocument()
})
