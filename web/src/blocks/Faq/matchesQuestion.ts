/**
 * Whether a question answers a search (spec 01 §5): a case-insensitive substring match on the
 * question. Spaces around the search are dropped, so an empty search shows every question.
 */
export function matchesQuestion(question: string | null, search: string): boolean {
  const wanted = search.trim().toLowerCase()
  return wanted === '' || (question ?? '').toLowerCase().includes(wanted)
}
