import { render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { InvisibleBrake } from './InvisibleBrake'

it('hides the honeypot from people and assistive technology, out of the tab order, and loads nothing', () => {
  const { container } = render(
    <ThemeProvider theme={brands.tours.theme}>
      <button type="button">Before</button>
      <InvisibleBrake score />
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

it("shows Google's notice in place of its badge, where a v3 key is set", () => {
  process.env.NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY = 'v3-site-key'
  try {
    render(
      <ThemeProvider theme={brands.tours.theme}>
        <InvisibleBrake score />
      </ThemeProvider>,
    )
  } finally {
    delete process.env.NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY
  }
  expect(screen.getByText(/protected by reCAPTCHA/)).toBeVisible()
  expect(screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://policies.google.com/privacy',
  )
  expect(document.head.querySelector('script[src*="render=v3-site-key"]')).not.toBeNull()
})

it('is only the honeypot on a form with a visible captcha: no notice, no script', () => {
  process.env.NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY = 'v3-site-key'
  document.head.innerHTML = ''
  try {
    const { container } = render(
      <ThemeProvider theme={brands.tours.theme}>
        <InvisibleBrake score={false} />
      </ThemeProvider>,
    )
    expect(container.querySelector('input[name="website"][data-honeypot]')).not.toBeNull()
  } finally {
    delete process.env.NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY
  }
  expect(screen.queryByText(/protected by reCAPTCHA/)).toBeNull()
  expect(document.head.querySelector('script[src*="recaptcha"]')).toBeNull()
})
