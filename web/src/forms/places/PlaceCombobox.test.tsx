import { act, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { PlaceCombobox } from './PlaceCombobox'

/** The field as a form holds it: its suggestions come a moment after it renders, as a fetch's. */
function Place({ typed }: { typed: string }) {
  const [suggestions, setSuggestions] = useState<string[]>([])
  useEffect(() => {
    const timer = setTimeout(() => setSuggestions(['New Zealand']), 10)
    return () => clearTimeout(timer)
  }, [])
  return (
    <ThemeProvider theme={brands.tours.theme}>
      <label htmlFor="place">Destination</label>
      <PlaceCombobox
        id="place"
        name="keyword"
        value={typed}
        onChange={() => {}}
        suggestions={suggestions}
        heading="Destinations"
      />
    </ThemeProvider>
  )
}

let root: Root | undefined

/** The server's HTML, with what the visitor did before it hydrated, then hydrated. */
async function hydrateAfter(typed: string, focused: boolean) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Place typed={typed} />)
  document.body.append(container)
  if (focused) container.querySelector('input')!.focus()
  await act(async () => {
    root = hydrateRoot(container, <Place typed={typed} />)
  })
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
}

afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

describe('a place field typed into before it hydrated', () => {
  it('shows the suggestions for the word once they come, while the visitor is in the field', async () => {
    await hydrateAfter('new', true)
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('option', { name: 'New Zealand' })).toBeVisible()
  })

  it('stays closed once the visitor has left the field, or typed nothing', async () => {
    await hydrateAfter('new', false)
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveAttribute('aria-expanded', 'false')
    act(() => root?.unmount())
    document.body.innerHTML = ''

    await hydrateAfter('', true)
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveAttribute('aria-expanded', 'false')
  })
})
