import type { HeaderCheck } from './headers'
import type { HeaderMap, Reply } from './http'
import type { Target } from './targets'

export interface ApiRequest {
  params: Record<string, string>
  query: URLSearchParams
  headers: HeaderMap
  body: unknown
}

export interface ApiRoute {
  target: Target
  method: 'GET' | 'POST'
  /** A path template such as `/warehouse/product/:type/filter`. */
  path: string
  /** Lets two contracts share a method and path (the warehouse's POST /product/tour) and differ by body. */
  accepts?: (body: unknown) => boolean
  headers: readonly HeaderCheck[]
  handle: (request: ApiRequest) => Reply
}

export type RouteMatch =
  | { kind: 'route'; route: ApiRoute; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: string[] }
  | { kind: 'none' }

function matchPath(template: string, path: string): Record<string, string> | undefined {
  const want = template.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return undefined
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    const actual = got[i] ?? ''
    if (part.startsWith(':')) {
      if (actual === '') return undefined
      params[part.slice(1)] = safeDecode(actual)
    } else if (part !== actual) {
      return undefined
    }
  }
  return params
}

// A stray `%` must not throw out of the request handler; the raw segment is good enough to 404 on.
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Routes are tried in order, so a more specific route (or one with `accepts`) must come first. */
export function matchRoute(
  routes: readonly ApiRoute[],
  method: string,
  path: string,
  body: unknown,
): RouteMatch {
  const allow = new Set<string>()
  for (const route of routes) {
    const params = matchPath(route.path, path)
    if (!params) continue
    if (route.method !== method) {
      allow.add(route.method)
      continue
    }
    if (route.accepts && !route.accepts(body)) continue
    return { kind: 'route', route, params }
  }
  return allow.size > 0 ? { kind: 'wrong-method', allow: [...allow] } : { kind: 'none' }
}
