import Head from 'next/head'
import { getSite } from '@travel/config'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { SiteInfo } from '@/site/SiteContext'
import { contentVersion, StaticHtml } from '@/hydration/StaticHtml'
import { staticPart } from '@/hydration/staticPart'
import { canonicalUrl, marketAlternates } from '@/site/searchEngines'
import { firstImage, socialImage, type ContentImage } from '@/site/socialCard'
import {
  breadcrumbs,
  jsonLd,
  offerData,
  postArticle,
  travelAgency,
  type ArticleFacts,
  type OfferFacts,
} from '@/site/structuredData'
import { lazyPart } from '@/hydration/lazyPart'
import { PreviewOverlays } from './PreviewOverlays'
import type { SiteSettings } from './siteSettings'

const Header = staticPart(() =>
  import(/* webpackChunkName: "static-parts" */ './Header').then((module) => module.Header),
)
// Draft preview's bar: static HTML, in a part of its own that only a preview loads.
const PreviewBar = lazyPart(() =>
  import(/* webpackChunkName: "preview" */ './PreviewBar').then((module) => module.PreviewBar),
)
const Footer = staticPart(() =>
  import(/* webpackChunkName: "static-parts" */ './Footer').then((module) => module.Footer),
)

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 10;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    top: 1rem;
  }
`

type Props = {
  site: SiteInfo
  settings: SiteSettings
  title: string
  description?: string | null
  /** The page's public path: its canonical address and market alternates (none on error pages). */
  path?: string
  /** The page's own image for its social card; the site's default social image when none. */
  image?: ContentImage
  /** The editors hid the page from search engines. */
  noIndex?: boolean
  /** The page's own title: the last step of its breadcrumb trail. */
  pageTitle?: string
  /** Rendered in draft preview (drafts perspective): the preview bar and the overlays show. */
  preview?: boolean
  /** The moment a preview shows the site as of (src/site/previewMoment.ts); null for now. */
  previewAt?: string | null
  /** The page is a post: an article for social networks and search engines. */
  article?: ArticleFacts
  /** The page is an offer's: a schema.org Offer for search engines. */
  offer?: OfferFacts
  children: ReactNode
}

/**
 * The frame of every page of a site: head, skip link, header, main, footer. The header and footer
 * are static HTML while the page hydrates (StaticHtml), re-rendered when their content changes.
 */
export function SiteLayout({
  site,
  settings,
  title,
  description,
  path,
  image,
  noIndex,
  pageTitle,
  preview = false,
  previewAt = null,
  article,
  offer,
  children,
}: Props) {
  const config = getSite(site.id)
  const card = config && socialImage(config, firstImage([image, settings.socialImage]))
  const trail =
    config && path !== undefined
      ? breadcrumbs(config, path, pageTitle ?? title, settings.title ?? 'Home')
      : null
  const articleData =
    config && path !== undefined && article
      ? postArticle(config, path, article, settings.title ?? null, card ?? null)
      : null
  const offerJson =
    config && path !== undefined && offer ? offerData(config, path, offer, card ?? null) : null
  return (
    <>
      <Head>
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        {noIndex ? <meta name="robots" content="noindex" /> : null}
        {config && path !== undefined ? (
          <>
            <link rel="canonical" href={canonicalUrl(config, path)} />
            {marketAlternates(config, path).map(({ hrefLang, href }) => (
              <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
            ))}
            <meta property="og:type" content={article ? 'article' : 'website'} />
            <meta property="og:url" content={canonicalUrl(config, path)} />
          </>
        ) : null}
        <meta property="og:site_name" content={settings.title ?? ''} />
        <meta property="og:title" content={title} />
        {description ? <meta property="og:description" content={description} /> : null}
        {card ? (
          <>
            <meta property="og:image" content={card.url} />
            <meta property="og:image:width" content={String(card.width)} />
            {card.height ? <meta property="og:image:height" content={String(card.height)} /> : null}
            {card.alt ? <meta property="og:image:alt" content={card.alt} /> : null}
          </>
        ) : null}
        <meta name="twitter:card" content={card ? 'summary_large_image' : 'summary'} />
        {/* Structured data: JSON the page carries, which no browser runs (the CSP holds). */}
        {config ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonLd(travelAgency(config, settings, site.facts)) }}
          />
        ) : null}
        {trail ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(trail) }} />
        ) : null}
        {article?.createdAt ? <meta property="article:published_time" content={article.createdAt} /> : null}
        {articleData ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(articleData) }} />
        ) : null}
        {offerJson ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(offerJson) }} />
        ) : null}
      </Head>
      <SkipLink href="#main">Skip to content</SkipLink>
      {preview ? (
        <>
          <StaticHtml key={`preview-bar:${path}:${previewAt}`}>
            <PreviewBar path={path ?? '/'} at={previewAt} siteId={site.id} />
          </StaticHtml>
          <PreviewOverlays />
        </>
      ) : null}
      <StaticHtml
        key={`header:${contentVersion([settings.headerNavigation, settings.megaMenu])}:${settings.title}`}
      >
        <Header settings={settings} />
      </StaticHtml>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <StaticHtml key={`footer:${contentVersion(settings.footer)}`}>
        <Footer settings={settings} />
      </StaticHtml>
    </>
  )
}
