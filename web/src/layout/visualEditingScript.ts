import { enableVisualEditing, type HistoryAdapter } from '@sanity/visual-editing/enable-visual-editing'
import type { NextRouter } from 'next/router'
import { sitePageHref } from '@/site/sitePageRoute'

/**
 * Sanity's click-to-edit overlays and live updates, in draft preview only: a script of its own
 * (`npm run build` bundles it into public/_preview/, scripts/build-preview-overlay.mjs), which
 * PreviewOverlays adds once a preview page has hydrated. Outside the app's build on purpose:
 * as a webpack chunk, its imports widened the modules published pages share with it (tslib,
 * styled-components, xstate) and its chunks lengthened the runtime's chunk map, 0.3 KB gz on
 * every page and 2.2 KB on the wizard's first load that no visitor ever runs.
 *
 * It drives the page through Next's own router (`window.next.router`): each edit in the
 * Presentation tool asks for a refresh and the page's server props are read again (draft mode
 * renders per request). The page is named by its route, as every link of the site does
 * (sitePageRoute.ts), with the preview's moment (`at`, PreviewBar) so a refreshed page stays
 * at that moment. Browsing in the frame tells the Presentation tool where the page now is.
 */

declare global {
  interface Window {
    next?: { router?: NextRouter }
  }
}

/** The site the page belongs to, from the script element's `data-site`. */
const siteId = document.currentScript?.dataset.site ?? ''

async function refresh(router: NextRouter): Promise<void> {
  const href = sitePageHref(siteId, router.asPath)
  const at = new URL(router.asPath, 'http://site.invalid').searchParams.get('at')
  if (!href) return router.reload()
  await router.replace({ ...href, query: at ? { ...href.query, at } : href.query }, router.asPath, {
    scroll: false,
  })
}

function historyOf(router: NextRouter): HistoryAdapter {
  return {
    subscribe(navigate) {
      const report = () => navigate({ type: 'push', url: router.asPath })
      report()
      router.events.on('routeChangeComplete', report)
      return () => router.events.off('routeChangeComplete', report)
    },
    update(event) {
      if (event.type === 'push') void router.push(event.url)
      else if (event.type === 'replace') void router.replace(event.url)
      else router.back()
    },
  }
}

/** Starts once Next's router is there (it is, after hydration; the check covers a slow start). */
function start(attemptsLeft = 100): void {
  const router = window.next?.router
  if (!router) {
    if (attemptsLeft > 0) window.setTimeout(() => start(attemptsLeft - 1), 50)
    return
  }
  enableVisualEditing({ zIndex: 1000, refresh: () => refresh(router), history: historyOf(router) })
}

start()
