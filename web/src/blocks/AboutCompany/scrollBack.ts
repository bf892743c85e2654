/** Spec 01 §9: where collapsing text scrolls back to, this far above its section's top. */
export const COLLAPSE_SCROLL_OFFSET = 80

/**
 * Brings the top of `section` back into view, `COLLAPSE_SCROLL_OFFSET` px below the window's top:
 * folded text leaves the visitor far below the section otherwise. Smoothly, or at once for
 * visitors who prefer reduced motion.
 */
export function scrollBackTo(section: Element): void {
  const top = section.getBoundingClientRect().top + window.scrollY - COLLAPSE_SCROLL_OFFSET
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? 'instant' : 'smooth' })
}
