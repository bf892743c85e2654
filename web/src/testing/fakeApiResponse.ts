import type { NextApiResponse } from 'next'

/** What a route answered. */
export type RecordedResponse = {
  statusCode: number
  body: unknown
  headers: Record<string, string>
  revalidated: string[]
}

/** A NextApiResponse that records what a route answered, for route tests. */
export function fakeApiResponse() {
  const recorded: RecordedResponse = { statusCode: 0, body: undefined, headers: {}, revalidated: [] }
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
    /** A streamed body: each chunk appended, taken at once. */
    write(chunk: string) {
      recorded.body = `${typeof recorded.body === 'string' ? recorded.body : ''}${chunk}`
      return true
    },
    destroyed: false,
    end() {
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
