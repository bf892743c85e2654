import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document'
import { ServerStyleSheet } from 'styled-components'
import { brands } from '@travel/config'
import { FIRST_BLOCK_END } from '@/blocks/firstBlockEnd'
import { VISIT_SOURCE_SCRIPT } from '@/forms/attribution/visitSource'
import { HOLD_SUBMITS_SCRIPT } from '@/hydration/heldSubmits'
import { brandIcons } from '@/layout/logos/brandIcons'
import { pageBrandId } from '@/site/pageBrand'
import type { SiteInfo } from '@/site/SiteContext'
import { brandFontClassNames } from '@/theme/brandFonts'
import { brandFontPreloadHrefs } from '@/theme/brandFontPreload'

/**
 * Collects styled-components' CSS during server rendering so pages arrive styled. Each page
 * carries its brand's font variables, the preloads of its two faces, its icons and web
 * manifest: a page of one brand names no other brand's font or icon.
 */
export default class SiteDocument extends Document {
  static override async getInitialProps(context: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet()
    const renderPage = context.renderPage
    try {
      context.renderPage = () =>
        renderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) })
      const initialProps = await Document.getInitialProps(context)
      return { ...initialProps, styles: [initialProps.styles, sheet.getStyleElement()] }
    } finally {
      sheet.seal()
    }
  }

  override render() {
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as { site?: SiteInfo | null } | undefined
    const brand = pageBrandId(pageProps?.site)
    const icons = brandIcons(brand)
    return (
      <Html lang="en-AU" className={brandFontClassNames[brand]}>
        <Head>
          {brandFontPreloadHrefs(brand).map((href) => (
            <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
          ))}
          <link rel="icon" href={icons.favicon} type="image/svg+xml" />
          <link rel="apple-touch-icon" href={icons.appleTouchIcon} />
          <link rel="manifest" href={icons.manifest} />
          <meta name="theme-color" content={brands[brand].theme.colors.primary} />
          {/* No first paint of half a first block (FIRST_BLOCK_END, blocks/firstBlockEnd.ts). */}
          <link rel="expect" href={`#${FIRST_BLOCK_END}`} blocking="render" />
          {/* A form sent before the page's scripts run is held, not posted to the page (heldSubmits.ts). */}
          <script src={HOLD_SUBMITS_SCRIPT} async />
          {/* Where the visit came from, first-party, sent with a form (forms/attribution). */}
          <script src={VISIT_SOURCE_SCRIPT} async />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    )
  }
}
