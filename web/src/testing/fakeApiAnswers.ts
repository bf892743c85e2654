/**
 * Answers the browser's GETs to the site's own routes by path, in component tests (jsdom has no
 * fetch of its own): `global.fetch` answers each listed path with its body, an unlisted one 404,
 * and a path listed as 'no answer' with a network failure. `requested()` lists each URL asked,
 * path and query.
 */
export function fakeApiAnswers(answers: Record<string, unknown>) {
  const asked: string[] = []
  global.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://site.localhost')
    asked.push(`${url.pathname}${url.search}`)
    const body = answers[url.pathname]
    if (body === 'no answer') throw new TypeError('Failed to fetch')
    const status = url.pathname in answers ? 200 : 404
    return { ok: status === 200, status, json: async () => body ?? { status, message: 'Not Found' } }
  }) as unknown as typeof fetch
  return { requested: () => [...asked] }
}
