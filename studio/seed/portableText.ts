/**
 * Plain paragraphs as Portable Text, for seed documents whose text is prose only (posts): each
 * paragraph a normal block of one span, keyed by its place so the dataset stays the same.
 */
export function paragraphs(texts: string[]) {
  return texts.map((text, index) => ({
    _key: `p${index + 1}`,
    _type: 'block' as const,
    style: 'normal' as const,
    markDefs: [],
    children: [{ _key: `p${index + 1}s`, _type: 'span' as const, text, marks: [] }],
  }))
}
