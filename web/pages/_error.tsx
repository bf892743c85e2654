import type { NextPageContext } from 'next'
import styled from 'styled-components'
import type { SitePageContent } from '@/server/content/sitePages'
import { SiteLayout } from '@/layout/SiteLayout'
import type { SiteInfo } from '@/site/SiteContext'
import { Container } from '@/ui/Container'

/**
 * Errors and 404s, rendered per request (no pages/404: a static 404 cannot know the host), so
 * every brand shows its own not-found page, in its own theme, with its own header and footer.
 */
type Props = {
  statusCode: number
  site: SiteInfo | null
  settings: SitePageContent['settings'] | null
}

const Section = styled(Container)`
  padding-block: 4rem;
  min-height: 40vh;

  h1 {
    font-size: clamp(2rem, 4vw, 3rem);
    margin: 0 0 1rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`

const serverErrorTitle = 'Something went wrong'

export default function ErrorPage({ statusCode, site, settings }: Props) {
  const notFound = statusCode === 404
  const heading = notFound ? (settings?.notFound?.title ?? 'Page not found') : serverErrorTitle
  const text = notFound ? settings?.notFound?.text : 'Please try again in a few minutes.'
  const body = (
    <Section>
      <h1>{heading}</h1>
      {text ? <p>{text}</p> : null}
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </Section>
  )
  if (!site || !settings) return <main>{body}</main>
  return (
    <SiteLayout site={site} settings={settings} title={`${heading} | ${settings.title}`}>
      {body}
    </SiteLayout>
  )
}

ErrorPage.getInitialProps = async ({ req, res, err }: NextPageContext): Promise<Props> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404
  // The branch is compiled out of the browser bundle: content is read on the server only.
  if (typeof window === 'undefined' && req) {
    const { loadErrorPageContent } = await import('@/server/content/errorPageContent')
    return { statusCode, ...(await loadErrorPageContent(req.headers)) }
  }
  return { statusCode, site: null, settings: null }
}
