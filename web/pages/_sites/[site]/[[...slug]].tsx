import type { GetStaticPaths, GetStaticProps } from 'next'
import { getSite } from '@travel/config'
import { Blocks } from '@/blocks/Blocks'
import { contentVersion, StaticHtml } from '@/hydration/StaticHtml'
import { lazyPart } from '@/hydration/lazyPart'
import { staticPart } from '@/hydration/staticPart'
import { loadPostRoute, type PostListContent, type PostPageContent } from '@/server/content/posts'
import { loadOfferRoute } from '@/server/content/offers'
import { SITE_ROUTES } from '@/server/content/siteRoutes'
import type { OfferListContent, OfferPageContent } from '@/site/offers'
import {
  prebuiltSitePaths,
  INCOMPLETE_REVALIDATE_SECONDS,
  loadSiteSettings,
  loadSitePage,
  movedDestinationPath,
  REVALIDATE_SECONDS,
  type SitePageContent,
} from '@/server/content/sitePages'
import { SiteLayout } from '@/layout/SiteLayout'
import { pagePath } from '@/site/documentPaths'
import { unapprovedLegalPage } from '@/site/legalPages'
import { POST_TYPE_LABELS, postListPath } from '@/site/posts'
import { siteInfo } from '@/server/content/siteInfo'
import { cleanDraftProps } from '@/server/content/cleanDraftProps'
import { previewInstant, splitMomentSlug } from '@/site/previewMoment'
import type { SiteInfo } from '@/site/SiteContext'
import { firstImage } from '@/site/socialCard'
import type { EnquiredProduct } from '@/site/productEnquiry'
import { warehouseClient } from '@/server/upstream/warehouse'
import { revalidateSeconds } from '@/server/content/publishWindows'
import { withoutScheduledLinks } from '@/server/content/scheduledLinks'

// A post and a list of posts are static: their HTML is kept while the page hydrates, and their
// code comes with the other static parts, ahead of a client-side navigation (docs/hydration.md).
const PostArticle = staticPart(() =>
  import(/* webpackChunkName: "static-parts" */ '@/posts/PostArticle').then((module) => module.PostArticle),
)
const PostList = staticPart(() =>
  import(/* webpackChunkName: "static-parts" */ '@/posts/PostList').then((module) => module.PostList),
)
const LegalPlaceholderNotice = staticPart(() =>
  import(/* webpackChunkName: "static-parts" */ '@/layout/LegalPlaceholderNotice').then(
    (module) => module.LegalPlaceholderNotice,
  ),
)
// An offer's page and the list of offers are static too.
const OfferArticle = staticPart(() =>
  import(/* webpackChunkName: "static-parts" */ '@/offers/OfferArticle').then(
    (module) => module.OfferArticle,
  ),
)
const OfferList = staticPart(() =>
  import(/* webpackChunkName: "static-parts" */ '@/offers/OfferList').then((module) => module.OfferList),
)
// An enquiry about a product: its form is an island, so this part hydrates with its page.
const ProductEnquiry = lazyPart(() =>
  import('@/forms/enquiry/ProductEnquiry').then((module) => module.ProductEnquiry),
)

type Settings = SitePageContent['settings']

/**
 * What a site path renders: a page of blocks, a post, a page of a list of posts, an offer, the
 * list of offers, or an enquiry about a product of the warehouse.
 */
type Content =
  | ({ kind: 'page' } & SitePageContent)
  | ({ kind: 'post'; settings: Settings } & PostPageContent)
  | ({ kind: 'postList'; settings: Settings } & PostListContent)
  | ({ kind: 'offer'; settings: Settings } & OfferPageContent)
  | ({ kind: 'offerList'; settings: Settings } & OfferListContent)
  | { kind: 'productEnquiry'; settings: Settings; product: EnquiredProduct }

/**
 * `preview`: rendered in draft mode from editors' drafts, per request (docs/preview.md);
 * `previewAt`: the moment a preview shows the site as of (previewMoment.ts), null for now.
 */
type Props = Content & { site: SiteInfo; path: string; preview: boolean; previewAt: string | null }
type Params = { site: string; slug?: string[] }

// A bounded set ahead (prebuiltSitePaths: home, what the menus lead to, the lists); every other
// path on its first request, then kept and regenerated the same way.
export const getStaticPaths: GetStaticPaths<Params> = async () => {
  const paths = await prebuiltSitePaths()
  return { paths, fallback: 'blocking' }
}

/**
 * A site path's props as it shows at its moment (now, or a preview's), with every link to a page,
 * post or offer outside its window hidden, and rendered again when one of them changes
 * (scheduledLinks.ts).
 */
export const getStaticProps: GetStaticProps<Props, Params> = async (context) => {
  const result = await sitePathProps(context)
  if (!('props' in result)) return result
  const props = result.props as Props
  const now = props.previewAt ? previewInstant(props.previewAt, props.site.timeZone) : Date.now()
  const { value, nextChange } = withoutScheduledLinks(props, now)
  const revalidate = typeof result.revalidate === 'number' ? result.revalidate : REVALIDATE_SECONDS
  return { props: value, revalidate: revalidateSeconds(revalidate, nextChange, now) }
}

const sitePathProps: GetStaticProps<Props, Params> = async ({ params, draftMode = false }) => {
  const site = params && getSite(params.site)
  if (!site) return { notFound: true }
  // A preview of the site as of a moment (proxy.ts adds it to the path); in draft mode only.
  const split = splitMomentSlug(params.slug ?? [])
  if (split.moment && !draftMode) return { notFound: true, revalidate: REVALIDATE_SECONDS }
  const previewAt = split.moment
  const slug = split.slug.join('/')
  const now = previewAt ? previewInstant(previewAt, site.timeZone) : Date.now()
  // Draft mode (a signed /api/preview link) bypasses the static cache: Next renders per request
  // and answers `Cache-Control: private, no-cache, no-store`, so drafts reach no visitor.
  const perspective = draftMode ? 'drafts' : 'published'
  // Drafts carry stega; what the page's head and logic read is cleaned once, here.
  const ready = <Shown extends Props>(props: Shown): Shown => (draftMode ? cleanDraftProps(props) : props)
  // /news, /news/page/2, /news/{slug} (and the other types'): the brand's posts.
  const route = SITE_ROUTES.posts(slug)
  if (route?.kind === 'postList' && route.page === 1 && slug !== postListPath(route.type).slice(1)) {
    return {
      redirect: { destination: postListPath(route.type), permanent: true },
      revalidate: REVALIDATE_SECONDS,
    }
  }
  const [posts, postSettings] = route
    ? await Promise.all([
        loadPostRoute(site, route, perspective, undefined, now),
        loadSiteSettings(site, perspective),
      ])
    : [null, null]
  // A post outside its window is a 404 until it shows; a list is rendered again when one shows.
  if (posts?.kind === 'notShown') {
    return { notFound: true, revalidate: revalidateSeconds(REVALIDATE_SECONDS, posts.nextChange, now) }
  }
  if (posts && postSettings) {
    const { nextChange, ...content } = posts
    return {
      props: ready({
        ...content,
        settings: postSettings,
        site: siteInfo(site, postSettings),
        path: `/${slug}`,
        preview: draftMode,
        previewAt,
      }),
      revalidate: revalidateSeconds(REVALIDATE_SECONDS, nextChange, now),
    }
  }
  // /enquire/tours/TR-VN-15 and its kin: an enquiry about a product the warehouse has (named
  // as it names it), else 404. A warehouse that does not answer fails the render (an error page,
  // or the page kept as it was), rather than keep a 404 for a product it has.
  const enquiry = SITE_ROUTES.productEnquiries(slug)
  if (enquiry) {
    const [product, settings] = await Promise.all([
      warehouseClient(site).product(enquiry.type, enquiry.code),
      loadSiteSettings(site, perspective),
    ])
    if (!product || !settings) return { notFound: true, revalidate: REVALIDATE_SECONDS }
    return {
      props: ready({
        kind: 'productEnquiry' as const,
        settings,
        product: { ...enquiry, name: product.name, image: product.image },
        site: siteInfo(site, settings),
        path: `/${slug}`,
        preview: draftMode,
        previewAt,
      }),
      revalidate: REVALIDATE_SECONDS,
    }
  }
  // /offers and /offers/{slug}: the brand's offers on this site, as they show at `now` (a
  // preview's moment included): an ended offer's page sends its visitors to the list, which
  // names it (307: an editor may extend it); one yet to start is a 404 until it starts.
  const offers = SITE_ROUTES.offers(slug)
  if (offers) {
    const [loadedOffers, settings] = await Promise.all([
      loadOfferRoute(site, offers, REVALIDATE_SECONDS, now, perspective),
      loadSiteSettings(site, perspective),
    ])
    if (loadedOffers.kind === 'redirect') {
      return {
        redirect: { destination: loadedOffers.destination, permanent: false },
        revalidate: loadedOffers.revalidate,
      }
    }
    if (loadedOffers.kind === 'notFound' || !settings) {
      return { notFound: true, revalidate: loadedOffers.revalidate }
    }
    const shared = {
      settings,
      site: siteInfo(site, settings),
      path: `/${slug}`,
      preview: draftMode,
      previewAt,
    }
    if (loadedOffers.kind === 'offerList') {
      return {
        props: ready({ kind: 'offerList' as const, ...loadedOffers.content, ...shared }),
        revalidate: loadedOffers.revalidate,
      }
    }
    return {
      props: ready({ kind: 'offer' as const, ...loadedOffers.content, ...shared }),
      revalidate: loadedOffers.complete
        ? loadedOffers.revalidate
        : Math.min(loadedOffers.revalidate, INCOMPLETE_REVALIDATE_SECONDS),
    }
  }
  const loaded = await loadSitePage(site, slug, undefined, now, perspective)
  // A page outside its window is a 404, rendered again when its window opens.
  if (loaded && !loaded.content) return { notFound: true, revalidate: loaded.revalidate }
  if (!loaded?.content) {
    // A destination named under another group (another brand's menu): 308 to its own address.
    const moved = await movedDestinationPath(site, slug, perspective)
    if (moved) return { redirect: { destination: moved, permanent: true }, revalidate: REVALIDATE_SECONDS }
    return { notFound: true, revalidate: REVALIDATE_SECONDS }
  }
  // Sooner than REVALIDATE_SECONDS when a block's back-office data is missing, or a brochure
  // appears or disappears before then (sitePages.ts).
  const { content, revalidate } = loaded
  const homeSlug = content.settings.homeSlug
  if (slug !== '' && slug === homeSlug) {
    return { redirect: { destination: '/', permanent: false }, revalidate: REVALIDATE_SECONDS }
  }
  return {
    props: ready({
      kind: 'page' as const,
      ...content,
      site: siteInfo(site, content.settings),
      path: pagePath(slug, homeSlug),
      preview: draftMode,
      previewAt,
    }),
    revalidate,
  }
}

export default function SitePage(props: Props) {
  if (props.kind === 'post') return <PostPage {...props} />
  if (props.kind === 'postList') return <PostListPage {...props} />
  if (props.kind === 'productEnquiry') return <ProductEnquiryPage {...props} />
  if (props.kind === 'offer') return <OfferPage {...props} />
  if (props.kind === 'offerList') return <OfferListPage {...props} />
  return <BlocksPage {...props} />
}

function ProductEnquiryPage({
  site,
  settings,
  product,
  path,
  preview,
  previewAt,
}: Extract<Props, { kind: 'productEnquiry' }>) {
  const heading = `Enquire about ${product.name}`
  return (
    <SiteLayout
      site={site}
      settings={settings}
      title={[heading, settings.title].filter(Boolean).join(' | ')}
      description={`Ask us about ${product.name} (${product.code}): dates, availability and a quote.`}
      path={path}
      // A form about one product: nothing for search engines (its product's page is the booking site's).
      noIndex
      pageTitle={heading}
      preview={preview}
      previewAt={previewAt}
    >
      <ProductEnquiry product={product} />
    </SiteLayout>
  )
}

function OfferPage({
  site,
  settings,
  offer,
  trips,
  path,
  preview,
  previewAt,
}: Extract<Props, { kind: 'offer' }>) {
  const enquiryPath = settings.enquirySlug ? pagePath(settings.enquirySlug, settings.homeSlug) : null
  return (
    <SiteLayout
      site={site}
      settings={settings}
      title={[offer.title, settings.title].filter(Boolean).join(' | ')}
      description={offer.summary}
      path={path}
      image={firstImage([offer.image])}
      pageTitle={offer.title ?? undefined}
      preview={preview}
      previewAt={previewAt}
      offer={{
        title: offer.title,
        summary: offer.summary,
        validFrom: offer.validFrom,
        validUntil: offer.validUntil,
        trips,
        destinations: (offer.destinations ?? []).flatMap((destination) =>
          destination.slug ? [{ title: destination.title, path: `/${destination.slug}` }] : [],
        ),
      }}
    >
      <StaticHtml key={`offer:${offer._id}:${contentVersion([offer, trips])}`}>
        <OfferArticle offer={offer} trips={trips} enquiryPath={enquiryPath} />
      </StaticHtml>
    </SiteLayout>
  )
}

function OfferListPage({
  site,
  settings,
  offers,
  ended,
  path,
  preview,
  previewAt,
}: Extract<Props, { kind: 'offerList' }>) {
  return (
    <SiteLayout
      site={site}
      settings={settings}
      title={['Offers', settings.title].filter(Boolean).join(' | ')}
      description={`What you can save on trips with ${settings.title ?? 'us'} right now, with each offer's terms and end date.`}
      path={path}
      image={firstImage(offers.map((offer) => offer.image))}
      pageTitle="Offers"
      preview={preview}
      previewAt={previewAt}
    >
      <StaticHtml key={`offers:${contentVersion([offers, ended])}`}>
        <OfferList offers={offers} ended={ended} />
      </StaticHtml>
    </SiteLayout>
  )
}

function PostPage({
  site,
  settings,
  post,
  postText,
  path,
  preview,
  previewAt,
}: Extract<Props, { kind: 'post' }>) {
  const title = post.seo?.metaTitle || [post.title, settings.title].filter(Boolean).join(' | ')
  return (
    <SiteLayout
      site={site}
      settings={settings}
      title={title}
      description={post.seo?.metaDescription || post.summary}
      path={path}
      image={firstImage([post.seo?.image, post.contentImage])}
      noIndex={post.seo?.noIndex === true}
      pageTitle={post.title ?? undefined}
      preview={preview}
      previewAt={previewAt}
      article={post}
    >
      <StaticHtml key={`post:${post._id}:${contentVersion(post)}`}>
        <PostArticle post={post} text={postText} />
      </StaticHtml>
    </SiteLayout>
  )
}

function PostListPage({
  site,
  settings,
  type,
  posts,
  page,
  pageCount,
  path,
  preview,
  previewAt,
}: Extract<Props, { kind: 'postList' }>) {
  const label = POST_TYPE_LABELS[type].list
  const heading = page > 1 ? `${label}, page ${page} of ${pageCount}` : label
  return (
    <SiteLayout
      site={site}
      settings={settings}
      title={[heading, settings.title].filter(Boolean).join(' | ')}
      description={`${label} from ${settings.title ?? 'us'}, newest first.`}
      path={path}
      image={firstImage(posts.map((post) => post.contentImage))}
      pageTitle={heading}
      preview={preview}
      previewAt={previewAt}
    >
      <StaticHtml key={`posts:${path}:${contentVersion(posts)}`}>
        <PostList type={type} posts={posts} page={page} pageCount={pageCount} />
      </StaticHtml>
    </SiteLayout>
  )
}

function BlocksPage({ site, settings, page, path, preview, previewAt }: Extract<Props, { kind: 'page' }>) {
  const title = page.seo?.metaTitle || [page.title, settings.title].filter(Boolean).join(' | ')
  const unapprovedLegal = unapprovedLegalPage(path, site.legal, page.approvedByLegal)
  return (
    <SiteLayout
      site={site}
      settings={settings}
      title={title}
      description={page.seo?.metaDescription}
      path={path}
      image={firstImage([
        page.seo?.image,
        ...(page.blocks ?? []).map((block) =>
          'image' in block ? block.image : 'slides' in block ? (block.slides?.[0]?.image ?? null) : null,
        ),
      ])}
      noIndex={page.seo?.noIndex === true || page.confirmsForm === true}
      pageTitle={page.title ?? undefined}
      preview={preview}
      previewAt={previewAt}
    >
      {unapprovedLegal ? (
        <StaticHtml key={`legal-notice:${unapprovedLegal}`}>
          <LegalPlaceholderNotice kind={unapprovedLegal} />
        </StaticHtml>
      ) : null}
      <Blocks blocks={page.blocks} pageId={page._id} pageTitle={page.title} markFirstBlockEnd />
    </SiteLayout>
  )
}
