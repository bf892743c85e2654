/** A request's query as Next parses it: a name may be absent, given once, or repeated. */
export type RequestQuery = Partial<Record<string, string | string[]>>

/**
 * One value of a query parameter: its first, without surrounding spaces; undefined when it is
 * absent or empty. The admin API's filters and the preview routes read their parameters so.
 */
export function queryValue(query: RequestQuery, name: string): string | undefined {
  const value = query[name]
  const text = (Array.isArray(value) ? value[0] : value)?.trim()
  return text ? text : undefined
}
