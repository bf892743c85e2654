import type { AppProps } from 'next/app'
import { brands, isBrandId } from '@travel/config'
import { PageProviders, usePageContexts } from '@/hydration/PageProviders'
import type { SiteInfo } from '@/site/SiteContext'
import { GlobalStyle } from '@/theme/GlobalStyle'

type SitePageProps = { site?: SiteInfo | null }

export default function App({ Component, pageProps }: AppProps<SitePageProps>) {
  // Next provides the router around the app; the page's other contexts come from its props.
  const { router } = usePageContexts()
  const site = pageProps.site ?? null
  const brandId = site?.brand
  const theme = (isBrandId(brandId) ? brands[brandId] : brands.tours).theme
  return (
    <PageProviders contexts={{ router, theme, site }}>
      <GlobalStyle />
      <Component {...pageProps} />
    </PageProviders>
  )
}
