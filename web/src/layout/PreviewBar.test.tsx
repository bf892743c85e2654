import { render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { PreviewBar } from './PreviewBar'

it('names preview mode and leads out of it, back to the same page', () => {
  render(
    <ThemeProvider theme={brands.golf.theme}>
      <PreviewBar path="/tour-destination/great-britain-ireland/scotland" siteId="golf" />
    </ThemeProvider>,
  )
  const bar = screen.getByRole('complementary', { name: 'Preview mode' })
  expect(bar).toHaveTextContent('Preview mode')
  expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
    'href',
    '/api/preview/exit?path=%2Ftour-destination%2Fgreat-britain-ireland%2Fscotland',
  )
  // A brand with one site has nowhere to switch to.
  expect(screen.queryByText(/Preview this page on/)).toBeNull()
})

it('sets the moment to view the site as of, and names it', () => {
  render(
    <ThemeProvider theme={brands.golf.theme}>
      <PreviewBar path="/famils" at="2027-03-01T09:00" siteId="tours-nz" />
    </ThemeProvider>,
  )
  const bar = screen.getByRole('complementary', { name: 'Preview mode' })
  expect(bar).toHaveTextContent('as of 2027-03-01 09:00 (Auckland time)')
  expect(screen.getByLabelText('View as of (Auckland time)')).toHaveAttribute('name', 'at')
  expect(screen.getByLabelText('View as of (Auckland time)')).toHaveValue('2027-03-01T09:00')
  // Back to now: a form to the same page with no moment (a full load, as Show is).
  const backToNow = screen.getByRole('button', { name: 'Back to now' })
  expect(backToNow.closest('form')).toHaveAttribute('action', '/famils')
  expect(backToNow.closest('form')?.querySelector('input[name="at"]')).toHaveValue('')
  // The brand's other site: the same page, at the same moment.
  expect(screen.getByRole('link', { name: 'wayfarertours.com.au' })).toHaveAttribute(
    'href',
    '/api/preview/switch?site=tours&path=%2Ffamils&at=2027-03-01T09%3A00',
  )
})
