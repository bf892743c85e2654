import { useSite } from '@/site/SiteContext'
import { useIsHydrating } from '@/hydration/serverHtml'

/** Draft preview's overlays and live updates, bundled on their own (visualEditingScript.ts). */
export const VISUAL_EDITING_SCRIPT = '/_preview/visual-editing.js'

/**
 * Click-to-edit and live updates in draft preview: the script is added once the page has
 * hydrated, never in the server's HTML, and by no published page. React puts it in the head
 * once, however often the layout renders.
 */
export function PreviewOverlays() {
  const site = useSite()
  const inBrowser = !useIsHydrating()
  return inBrowser ? <script async src={VISUAL_EDITING_SCRIPT} data-site={site.id} /> : null
}
