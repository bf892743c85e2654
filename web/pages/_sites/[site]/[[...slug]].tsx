import type { GetStaticPaths, GetStaticProps } from 'next'
import { getSite } from '@travel/config'
import { Blocks } from '@/blocks/Blocks'
import {
  allSitePagePaths,
  loadSitePage,
  movedDestinationPath,
  pagePath,
  REVALIDATE_SECONDS,
  type SitePageContent,
} from '@/server/content/sitePages'
import { SiteLayout } from '@/layout/SiteLayout'
import { siteInfo, type SiteInfo } from '@/site/SiteContext'
import { firstImage } from '@/site/socialCard'
import { VisuallyHidden } from '@/ui/VisuallyHidden'

/** `preview`: rendered in draft mode from editors' drafts, per request (docs/preview.md). */
type Props = SitePageContent & { site: SiteInfo; path: string; preview: boolean }
type Params = { site: string; slug?: string[] }

export const getStaticPaths: GetStaticPaths<Params> = async () => {
  const paths = await allSitePagePaths()
  return { paths, fallback: 'blocking' }
}

export const getStaticProps: GetStaticProps<Props, Params> = async ({ params, draftMode = false }) => {
  const site = params && getSite(params.site)
  if (!site) return { notFound: true }
  const slug = params.slug?.join('/') ?? ''
  // Draft mode (a signed /api/preview link) bypasses the static cache: Next renders per request
  // and answers `Cache-Control: private, no-cache, no-store`, so drafts reach no visitor.
  const perspective = draftMode ? 'drafts' : 'published'
  const loaded = await loadSitePage(site, slug, undefined, undefined, perspective)
  if (!loaded) {
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
    props: {
      ...content,
      site: siteInfo(site, content.settings),
      path: pagePath(slug, homeSlug),
      preview: draftMode,
    },
    revalidate,
  }
}

export default function SitePage({ site, settings, page, path, preview }: Props) {
  const first = page.blocks?.[0]
  // The first block's title is the page's heading (a hero slider's: its first slide's).
  const firstBlockIsHeading = Boolean(
    first && (('title' in first && first.title) || ('slides' in first && first.slides?.[0]?.title)),
  )
  const title = page.seo?.metaTitle || [page.title, settings.title].filter(Boolean).join(' | ')
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
      noIndex={page.seo?.noIndex === true}
      pageTitle={page.title ?? undefined}
      preview={preview}
    >
      {firstBlockIsHeading ? null : <VisuallyHidden as="h1">{page.title}</VisuallyHidden>}
      <Blocks blocks={page.blocks} pageId={page._id} markFirstBlockEnd />
    </SiteLayout>
  )
}
