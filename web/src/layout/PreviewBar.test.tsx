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
