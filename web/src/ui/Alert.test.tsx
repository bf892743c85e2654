import { render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { Alert } from './Alert'

it("is announced, in the brand theme's error colours", () => {
  const theme = {
    ...brands.golf.theme,
    colors: { ...brands.golf.theme.colors, error: '#123456', errorSurface: '#abcdef' },
  }
  render(
    <ThemeProvider theme={theme}>
      <Alert>Something went wrong.</Alert>
    </ThemeProvider>,
  )
  expect(screen.getByRole('alert')).toHaveStyle({ color: '#123456', background: '#abcdef' })
})
