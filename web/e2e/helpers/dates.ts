/** A day `days` from today in this machine's clock, as a date input takes it (YYYY-MM-DD). */
export function inDays(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')
}
