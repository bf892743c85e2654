import { act } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import type { StepProps } from './screens/types'
import { TailorMadeWizard } from './TailorMadeWizard'

let mockRenders = 0
jest.mock('./screens/CountriesStep', () => {
  const actual = jest.requireActual<typeof import('./screens/CountriesStep')>('./screens/CountriesStep')
  return {
    ...actual,
    CountriesStep: (props: StepProps) => {
      mockRenders += 1
      return actual.CountriesStep(props)
    },
  }
})

const wizard = (
  <ThemeProvider theme={brands.tours.theme}>
    <TailorMadeWizard
      countries={[
        { id: 7, name: 'Vietnam' },
        { id: 8, name: 'Japan' },
      ]}
      currency="AUD"
      siteId="tours"
      idPrefix="wizard-abc"
    />
  </ThemeProvider>
)

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

it('renders its first step once as it hydrates, and makes the server’s HTML live', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(wizard)
  document.body.append(container)
  expect(container.querySelector('[inert]')).not.toBeNull()

  mockRenders = 0
  await act(async () => {
    root = hydrateRoot(container, wizard)
  })

  // The wizard around the step renders again once hydrated (its HTML made live): the step does not.
  expect(container.querySelector('[inert]')).toBeNull()
  expect(container.querySelector('#wizard-abc-country-1')).toHaveProperty('value', 'Japan')
  expect(mockRenders).toBe(1)
})
