import { Suspense } from 'react'
import { lazyPart } from '@/hydration/lazyPart'
import { useIsHydrating } from '@/hydration/serverHtml'

// Sanity's overlays and live updates: a chunk of their own, which only a preview loads.
const VisualEditingOverlays = lazyPart(() =>
  import(/* webpackChunkName: "visual-editing" */ './VisualEditingOverlays').then(
    (module) => module.VisualEditingOverlays,
  ),
)

/**
 * Click-to-edit and live updates in draft preview (VisualEditingOverlays.tsx): loaded in the
 * browser once the page has hydrated, never on the server, and by no published page.
 */
export function PreviewOverlays() {
  const inBrowser = !useIsHydrating()
  return inBrowser ? (
    <Suspense fallback={null}>
      <VisualEditingOverlays />
    </Suspense>
  ) : null
}
