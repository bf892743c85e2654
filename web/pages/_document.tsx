import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document'
import { ServerStyleSheet } from 'styled-components'
import { FIRST_BLOCK_END } from '@/blocks/firstBlockEnd'
import { HOLD_SUBMITS_SCRIPT } from '@/hydration/heldSubmits'

/** Collects styled-components' CSS during server rendering so pages arrive styled. */
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
    return (
      <Html lang="en-AU">
        <Head>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          {/* No first paint of half a first block (FIRST_BLOCK_END, blocks/firstBlockEnd.ts). */}
          <link rel="expect" href={`#${FIRST_BLOCK_END}`} blocking="render" />
          {/* A form sent before the page's scripts run is held, not posted to the page (heldSubmits.ts). */}
          <script src={HOLD_SUBMITS_SCRIPT} async />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    )
  }
}
