import type { HeaderMap } from './http'
import type { Target } from './targets'

export interface RecordedRequest {
  id: number
  target: Target
  method: string
  path: string
  query: Record<string, string>
  headers: HeaderMap
  body: unknown
  status: number
  replayed: boolean
  receivedAt: string
}

export interface RequestFilter {
  target?: string
  /** Lowercased header name -> exact value. */
  headers?: HeaderMap
}

/** The log the tests read back to assert what the site sent upstream. */
export class Recorder {
  private requests: RecordedRequest[] = []
  // Ids keep counting across clear(), so an id seen before a reset never names a later request.
  private nextId = 1

  record(entry: Omit<RecordedRequest, 'id'>): RecordedRequest {
    const recorded = { id: this.nextId++, ...entry }
    this.requests.push(recorded)
    return recorded
  }

  list({ target, headers = {} }: RequestFilter = {}): RecordedRequest[] {
    const wanted = Object.entries(headers)
    return this.requests.filter(
      (request) =>
        (target === undefined || request.target === target) &&
        wanted.every(([name, value]) => request.headers[name] === value),
    )
  }

  clear(): void {
    this.requests = []
  }
}
