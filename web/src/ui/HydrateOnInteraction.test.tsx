import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { HydrateOnInteraction, type EnteredValues } from './HydrateOnInteraction'

const submitted = jest.fn<void, [Record<string, FormDataEntryValue>]>()

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

/** Serves the page as the server does (the island's HTML inside a div), then hydrates it. */
async function serveAndHydrate() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    page(
      <div>
        <Island entered={{}} />
      </div>,
    ),
  )
  document.body.append(container)
  await act(async () => {
    root = hydrateRoot(
      container,
      page(<HydrateOnInteraction>{(entered) => <Island entered={entered} />}</HydrateOnInteraction>),
    )
  })
  return container
}

afterEach(() => {
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
