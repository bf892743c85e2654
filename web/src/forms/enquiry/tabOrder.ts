/** Spec 02 §2: the tabs, in order; the first is the default. */
export const ENQUIRY_TABS = [
  { id: 'flight', label: 'Charter flight' },
  { id: 'accommodation', label: 'Accommodation' },
  { id: 'tailorMade', label: 'Tailor-made' },
] as const

/** A tab of the section: the spec's three, and `form`, a form of the brand's own. */
export type TabId = (typeof ENQUIRY_TABS)[number]['id'] | 'form'
export type EnquiryTab = { id: TabId; label: string }

/**
 * The section's tabs in the order shown: the one it opens on first (`firstTab`, the editors'
 * choice; the spec's default, the charter flight, when none or one the section lacks), then the
 * others in the spec's order, the section's form tab (when it has one) last.
 */
export function tabOrder(firstTab: string | null | undefined, formTabLabel?: string | null): EnquiryTab[] {
  const tabs: EnquiryTab[] = [...ENQUIRY_TABS]
  if (formTabLabel) tabs.push({ id: 'form', label: formTabLabel })
  const first = tabs.find((tab) => tab.id === firstTab) ?? tabs[0]!
  return [first, ...tabs.filter((tab) => tab !== first)]
}
