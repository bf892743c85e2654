import { render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { InvisibleBrake } from './InvisibleBrake'

it('hides the honeypot from people and assistive technology, out of the tab order, and loads nothing', () => {
  const { container } = render(
    <ThemeProvider theme={brands.tours.theme}>
      <button type="button">Before</button>
      <InvisibleBrake id="wizard-website" />
    </ThemeProvider>,
  )
  const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!
  expect(honeypot.value).toBe('')
  expect(honeypot.tabIndex).toBe(-1)
  expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
  // Not announced: no role query finds it.
  expect(screen.queryByRole('textbox', { hidden: false })).toBeNull()
  expect(screen.queryByText(/protected by reCAPTCHA/)).toBeNull()
  expect(document.querySelector('script[src*="recaptcha"]')).toBeNull()
})
