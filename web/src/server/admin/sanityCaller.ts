import { createHash } from 'node:crypto'
import { SANITY_API_VERSION } from '@travel/config'

type Env = Record<string, string | undefined>

export type CallerCheckSettings = {
  /** The Studio's project: its members' roles are asked for. */
  projectId: string
  apiVersion: string
  /** Only for tests and proxies: a full origin standing in for `<projectId>.api.sanity.io`. */
  apiHost: string | undefined
}

/**
 * The project whose members may use the admin API: SANITY_PROJECT_ID, or the Studio's
 * SANITY_STUDIO_PROJECT_ID when the site's content is embedded (as in the e2e tests).
 * Undefined refuses every caller.
 */
export function callerCheckSettings(env: Env = process.env): CallerCheckSettings | undefined {
  const projectId = env.SANITY_PROJECT_ID?.trim() || env.SANITY_STUDIO_PROJECT_ID?.trim()
  if (!projectId || !/^[a-z0-9-]+$/.test(projectId)) return undefined
  return {
    projectId,
    apiVersion: env.SANITY_API_VERSION?.trim() || SANITY_API_VERSION,
    apiHost: env.SANITY_API_HOST?.trim() || undefined,
  }
}

/** A signed-in Studio user as the project sees them: no roles means no access to the project. */
export type Caller = { id: string; name: string | undefined; roles: string[] }

export type CallerVerdict = { kind: 'caller'; caller: Caller } | { kind: 'unknown token' }

/** How long a token's verdict is kept: a revoked role stops working within this time. */
export const VERDICT_TTL_MS = 60_000
const MAX_CACHED_VERDICTS = 1000

type UsersMe = { id?: unknown; name?: unknown; role?: unknown; roles?: unknown }

function rolesOf(user: UsersMe): string[] {
  const named = Array.isArray(user.roles)
    ? user.roles.flatMap((role: { name?: unknown }) => (typeof role?.name === 'string' ? [role.name] : []))
    : []
  if (named.length === 0 && typeof user.role === 'string' && user.role) named.push(user.role)
  return named
}

/**
 * Asks Sanity who holds the token: GET /v{version}/users/me on the project's API host, the call
 * the Studio makes itself. A project host answers with the user's roles on that project (none
 * for a user outside it); 401 means a forged, expired or revoked token. Any other failure throws:
 * Sanity being down is not a verdict on the caller.
 */
export async function askSanity(token: string, settings: CallerCheckSettings): Promise<CallerVerdict> {
  const origin = settings.apiHost ?? `https://${settings.projectId}.api.sanity.io`
  const response = await fetch(`${origin}/v${settings.apiVersion}/users/me`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(10_000),
  })
  if (response.status === 401 || response.status === 403) return { kind: 'unknown token' }
  if (!response.ok) throw new Error(`Sanity's users/me answered ${response.status}`)
  const user = (await response.json()) as UsersMe | null
  // An anonymous answer (no id) is what Sanity gives a token it does not know on some routes.
  if (!user || typeof user.id !== 'string' || !user.id) return { kind: 'unknown token' }
  return {
    kind: 'caller',
    caller: {
      id: user.id,
      name: typeof user.name === 'string' ? user.name : undefined,
      roles: rolesOf(user),
    },
  }
}

type Cached = { verdict: CallerVerdict; until: number }

/** A check Sanity was not asked for: the client has asked too often (retry after that many seconds). */
export type LimitedVerdict = { kind: 'too many checks'; retryAfter: number }

/**
 * Counts a check that will ask Sanity against the caller's client: resolves the seconds to wait
 * when it has asked too often (then Sanity is not asked), else undefined.
 */
export type BeforeAsking = () => Promise<number | undefined>

/**
 * The verdict on a token, kept VERDICT_TTL_MS under the token's SHA-256 (the token itself is
 * never kept), so the Studio's burst of calls asks Sanity once. Only a check that would ask
 * Sanity goes through `beforeAsking`: a known token's calls cost nothing, each unknown token one.
 */
export function createCallerCheck(ask: typeof askSanity = askSanity, now = () => Date.now()) {
  const cache = new Map<string, Cached>()
  return async (
    token: string,
    settings: CallerCheckSettings,
    beforeAsking: BeforeAsking = async () => undefined,
  ): Promise<CallerVerdict | LimitedVerdict> => {
    const key = createHash('sha256').update(`${settings.projectId}\u0000${token}`).digest('hex')
    const cached = cache.get(key)
    if (cached && cached.until > now()) return cached.verdict
    const retryAfter = await beforeAsking()
    if (retryAfter !== undefined) return { kind: 'too many checks', retryAfter }
    const verdict = await ask(token, settings)
    if (cache.size >= MAX_CACHED_VERDICTS) cache.clear()
    cache.set(key, { verdict, until: now() + VERDICT_TTL_MS })
    return verdict
  }
}

/** The process's check. */
export const checkCaller = createCallerCheck()

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1]
}
