const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A news item's date (the Studio's YYYY-MM-DD) as the cards show it: day, short month and
 * two-digit year, '2026-03-05' -> '05 Mar 26'. Spelled out rather than with Intl, whose short
 * months differ between engines and versions ('Sep', 'Sept'), so the server's HTML and the
 * browser's render could disagree. Null for anything else.
 */
export function newsDate(date: string | null): string | null {
  const match = date ? /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(date) : null
  const month = match ? SHORT_MONTHS[Number(match[2]) - 1] : undefined
  if (!match || !month || match[3] === '00' || Number(match[3]) > 31) return null
  return `${match[3]} ${month} ${match[1]}`
}
