import type { NextApiResponse } from 'next'

/** A NextApiResponse that records what a route answered, for route tests. */
export function fakeApiResponse() {
  const recorded = {
    statusCode: 0,
    body: undefined as unknown,
    headers: {} as Record<string, string>,
    revalidated: [] as string[],
  }
  const res = {
    status(code: number) {
      recorded.statusCode = code
      return res
    },
    json(body: unknown) {
      recorded.body = body
      return res
    },
    send(body: unknown) {
      recorded.body = body
      return res
    },
    setHeader(name: string, value: string) {
      recorded.headers[name] = value
      return res
    },
    async revalidate(path: string) {
      recorded.revalidated.push(path)
    },
  }
  return { res: res as unknown as NextApiResponse, recorded }
}
