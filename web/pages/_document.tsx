import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document'
import { ServerStyleSheet, ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { FIRST_BLOCK_END } from '@/blocks/firstBlockEnd'
import { VISIT_SOURCE_SCRIPT } from '@/forms/attribution/visitSource'
import { HOLD_SUBMITS_SCRIPT } from '@/hydration/heldSubmits'
import { SCRIPTS_AFTER_FIRST_PAINT } from '@/hydration/scriptsAfterFirstPaint'
import { brandIcons } from '@/layout/logos/brandIcons'
import { pageBrandId } from '@/site/pageBrand'
import type { SiteInfo } from '@/site/SiteContext'
import { brandFontClassNames } from '@/theme/brandFonts'
import { brandFontPreloadHrefs } from '@/theme/brandFontPreload'
import { brandFallbackFacesCss } from '@/theme/fontFallbacks'
import { GlobalStyle } from '@/theme/GlobalStyle'
import { SERVER_STYLES_ATTRIBUTE } from '@/theme/serverStyles'
import type { ReactElement } from 'react'

type DocumentFiles = Parameters<Head['getScripts']>[0]

type ScriptElement = ReactElement<{ src?: string }>

type StyleProps = Record<string, unknown> & { 'data-styled'?: string }

function pageSite(pageProps: unknown): SiteInfo | null | undefined {
  return (pageProps as { site?: SiteInfo | null } | undefined)?.site
}

/**
 * Next's document head, but the page's own scripts are fetched and run once the page has painted
 * (docs/hydration.md). Next writes each chunk as a deferred script, which the browser runs as
 * soon as the HTML is parsed, before the first paint when the files are in by then: the page's
 * first look waited for its JavaScript. Here the start script (public/frontend/
 * scripts-after-first-paint.js), itself deferred, adds them in the same order once the page has
 * painted. They are not preloaded: fetched before the paint they gained the page nothing
 * measurable, and Lighthouse's simulation counted their download in front of the largest paint.
 */
class PaintFirstHead extends Head {
  // The chunks Next would write apart are started with the others (getScripts).
  override getDynamicChunks(): (ReactElement | null)[] {
    return []
  }

  override getScripts(files: DocumentFiles): ReactElement[] {
    const scripts = [...super.getDynamicChunks(files), ...super.getScripts(files)].filter(
      (script): script is ScriptElement => script !== null,
    )
    const sources = scripts.flatMap((script) => (script.props.src ? [script.props.src] : []))
    // A script without a file (none in a webpack build) stays as Next wrote it.
    const inline = scripts.filter((script) => !script.props.src)
    return [
      ...inline,
      <script
        key={SCRIPTS_AFTER_FIRST_PAINT}
        src={SCRIPTS_AFTER_FIRST_PAINT}
        data-scripts={sources.join(' ')}
        defer
      />,
    ]
  }
}

/**
 * Collects styled-components' CSS during server rendering so pages arrive styled. Each page
 * carries its brand's font variables, the preloads of its two faces, their fallback faces on
 * Linux and Android, its icons and web manifest: a page of one brand names no other brand's font
 * or icon. Its own scripts start once it has painted (PaintFirstHead).
 */
export default class SiteDocument extends Document {
  static override async getInitialProps(context: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet()
    const renderPage = context.renderPage
    try {
      context.renderPage = () =>
        renderPage({
          enhanceApp: (App) => (props) =>
            sheet.collectStyles(
              <>
                {/* Written by the server only: the client never changes them (theme/serverStyles.ts). */}
                <ThemeProvider theme={brands[pageBrandId(pageSite(props.pageProps))].theme}>
                  <GlobalStyle />
                </ThemeProvider>
                <App {...props} />
              </>,
            ),
        })
      const initialProps = await Document.getInitialProps(context)
      // Under their own attribute, which styled-components' client leaves in place.
      const styles = sheet.getStyleElement().map(({ key, props }: ReactElement<StyleProps>) => {
        const { 'data-styled': _styled, ...rest } = props
        return <style key={key} {...rest} {...{ [SERVER_STYLES_ATTRIBUTE]: '' }} />
      })
      return { ...initialProps, styles: [initialProps.styles, ...styles] }
    } finally {
      sheet.seal()
    }
  }

  override render() {
    const brand = pageBrandId(pageSite(this.props.__NEXT_DATA__.props?.pageProps))
    const icons = brandIcons(brand)
    return (
      <Html lang="en-AU" className={brandFontClassNames[brand]}>
        <PaintFirstHead>
          {brandFontPreloadHrefs(brand).map((href) => (
            <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
          ))}
          {/* Its typefaces' metric-matched fallbacks on Linux and Android (theme/fontFallbacks.ts). */}
          <style dangerouslySetInnerHTML={{ __html: brandFallbackFacesCss(brand) }} />
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
        </PaintFirstHead>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    )
  }
}
