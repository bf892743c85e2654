/**
 * Styles that only one block's chunk carries, minified as the build writes them: a page's
 * scripts hold the block's code exactly when they hold its style (as in blocks.spec.ts).
 */
export const BLOCK_CODE = {
  /** Faq.tsx: the block (title, JSON-LD, the island's frame). */
  faq: 'max-width:52rem',
  /** FaqTagPanel.tsx: the search's part, loaded when the visitor reaches for it. */
  faqSearch: 'min-height:3.25rem',
  /** JourneyTimeline.tsx: the block. */
  journeyTimeline: 'margin:0 0 1.75rem',
  /** TimelinePanels.tsx: the panels, loaded as the timeline comes into view. */
  timelinePanels: 'left:calc(-1.5rem - 9px)',
  /** AboutCompany.tsx: the block. */
  aboutCompany: 'grid-template-columns:1fr 1fr 1.2fr',
} as const
