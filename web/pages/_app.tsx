import type { AppProps } from 'next/app'
import { ThemeProvider } from 'styled-components'
import { brands, isBrandId } from '@travel/config'
import { GlobalStyle } from '@/theme/GlobalStyle'

type BrandedProps = { site?: { brand?: string } }

export default function App({ Component, pageProps }: AppProps<BrandedProps>) {
  const brandId = pageProps.site?.brand
  const theme = (isBrandId(brandId) ? brands[brandId] : brands.tours).theme
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Component {...pageProps} />
    </ThemeProvider>
  )
}
