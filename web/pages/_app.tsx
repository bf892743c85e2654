// First: the client's styled-components sheet learns the server's class names before any
// component renders (theme/serverStyles.ts).
import '@/theme/serverStyles'
import { Activity } from 'react'
import type { AppProps } from 'next/app'
import { brands } from '@travel/config'
import { PageProviders, usePageContexts } from '@/hydration/PageProviders'
import { pageBrandId } from '@/site/pageBrand'
import type { SiteInfo } from '@/site/SiteContext'
// Every brand's @font-face rules; each page uses (so downloads) only its own brand's (brandFonts.ts).
import '@/theme/brandFonts'

type SitePageProps = { site?: SiteInfo | null }

export default function App({ Component, pageProps }: AppProps<SitePageProps>) {
  // Next provides the router around the app; the page's other contexts come from its props.
  const { router } = usePageContexts()
  const site = pageProps.site ?? null
  const theme = brands[pageBrandId(site)].theme
  return (
    <PageProviders contexts={{ router, theme, site }}>
      {/* React hydrates the page's content after the app's root, in slices, not in one long
          task (docs/hydration.md); an Activity adds no box and the server sends it in place. */}
      <Activity>
        <Component {...pageProps} />
      </Activity>
    </PageProviders>
  )
}
