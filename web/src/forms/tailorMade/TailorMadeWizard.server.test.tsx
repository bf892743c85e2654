/** @jest-environment node */
import { renderToString } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { TailorMadeWizard } from './TailorMadeWizard'

it('renders step 1 on the server, with the countries and no offer to resume', () => {
  const html = renderToString(
    <ThemeProvider theme={brands.tours.theme}>
      <TailorMadeWizard
        countries={[{ id: 7, name: 'Vietnam' }]}
        currency="AUD"
        siteId="tours"
        idPrefix="wizard-abc"
      />
    </ThemeProvider>,
  )
  expect(html).toContain('Which countries would you like to visit?')
  expect(html).toContain('aria-valuenow="1"')
  expect(html).toMatch(/<input[^>]*id="wizard-abc-country-0"[^>]*value="Vietnam"/)
  expect(html).not.toContain('Welcome back')
})
