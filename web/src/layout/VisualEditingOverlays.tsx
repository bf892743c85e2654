import { VisualEditing } from '@sanity/visual-editing/next-pages-router'
import { useRouter } from 'next/router'
import { useSite } from '@/site/SiteContext'
import { sitePageHref } from '@/site/sitePageRoute'

/**
 * Sanity's click-to-edit overlays and live updates, in draft preview only (PreviewOverlays loads
 * this lazily when the page is a preview, so no published page carries its code). The
 * overlays read the stega the drafts carry (src/server/content/stega.ts); in the Presentation
 * tool a click opens the field, elsewhere it opens the document in the Studio.
 *
 * Live updates are Sanity's Pages Router way: each edit in the Presentation tool asks for a
 * refresh, and the page's server props are read again (draft mode renders per request). The page
 * is named by its route, as every link of the site does (sitePageRoute.ts), with the preview's
 * moment (`at`, PreviewBar) so a refreshed page stays at that moment.
 */
export function VisualEditingOverlays() {
  const router = useRouter()
  const site = useSite()
  return (
    <VisualEditing
      zIndex={1000}
      refresh={async () => {
        const href = sitePageHref(site.id, router.asPath)
        const at = new URL(router.asPath, 'http://site.invalid').searchParams.get('at')
        if (!href) return router.reload()
        await router.replace({ ...href, query: at ? { ...href.query, at } : href.query }, router.asPath, {
          scroll: false,
        })
      }}
    />
  )
}
