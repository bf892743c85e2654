import styled from 'styled-components'
import { lazyPart } from '@/hydration/lazyPart'

// The dialogs and the rich-text editor are needed from step 5 on: their code loads once the page
// is idle (TailorMadeWizard preloads it), not before the wizard can be used.
export const Dialog = lazyPart(() => import('@/ui/Dialog').then((module) => module.Dialog))

export const RichTextEditor = lazyPart(() =>
  import('@/forms/tailorMade/RichTextEditor').then((module) => module.RichTextEditor),
)

/** Holds the editor's place while its code loads, so nothing under it jumps. */
export const EditorPlaceholder = styled.div`
  min-height: 12rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
`

/** Starts loading a part's code; a failure is tried again when the part renders. */
export function preload(part: { preload: () => Promise<unknown> }): void {
  part.preload().catch(() => undefined)
}
