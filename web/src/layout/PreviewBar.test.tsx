import { render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { PreviewBar } from './PreviewBar'

it('names preview mode and leads out of it, back to the same page', () => {
  render(
    <ThemeProvider theme={brands.golf.theme}>
      <PreviewBar path="/tour-destination/great-britain-ireland/scotland" />
    </ThemeProvider>,
  )
  const bar = screen.getByRole('complementary', { name: 'Preview mode' })
  expect(bar).toHaveTextContent('Preview mode')
  expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
    'href',
    '/api/preview/exit?path=%2Ftour-destination%2Fgreat-britain-ireland%2Fscotland',
  )
})

it('sets the moment to view the site as of, and names it', () => {
  render(
    <ThemeProvider theme={brands.golf.theme}>
      <PreviewBar path="/famils" at="2027-03-01T09:00" />
    </ThemeProvider>,
  )
  const bar = screen.getByRole('complementary', { name: 'Preview mode' })
  expect(bar).toHaveTextContent('as of 2027-03-01 09:00 (Sydney time)')
  expect(screen.getByLabelText('View as of')).toHaveAttribute('name', 'at')
  expect(screen.getByLabelText('View as of')).toHaveValue('2027-03-01T09:00')
  expect(screen.getByRole('link', { name: 'Back to now' })).toHaveAttribute('href', '/famils')
})
