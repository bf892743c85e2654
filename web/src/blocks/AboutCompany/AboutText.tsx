import type { TypedObject } from '@portabletext/types'
import { ClampedText } from '@/ui/ClampedText'
import { RichText } from '@/ui/RichText'
import { scrollBackTo } from './scrollBack'

/** Spec 01 §9: the text's clamp on small screens. */
export const ABOUT_LINES = 6

/**
 * The company's text, clamped to six lines on small screens. Its toggle works before this
 * hydrates (a checkbox, ui/ClampedText); once hydrated, folding the text scrolls back to the
 * top of the block, which only script can do. The first use of the toggle is always to unfold,
 * so the island is live before anyone folds.
 */
export function AboutText({ id, text }: { id: string; text: TypedObject[] | null }) {
  return (
    <ClampedText
      id={id}
      lines={ABOUT_LINES}
      onCollapse={(toggle) => {
        const section = toggle.closest('section')
        if (section) scrollBackTo(section)
      }}
    >
      <RichText value={text} />
    </ClampedText>
  )
}
