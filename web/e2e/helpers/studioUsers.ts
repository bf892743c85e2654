import { startFakeSanityApi } from '../../src/testing/fakeSanityApi'
import { E2E_SANITY_API_URL } from './server'

/**
 * The Studio's users the e2e server's admin API knows, by token: it checks a token against the
 * fake Sanity API on E2E_SANITY_API_URL, which the suite starts once for every spec (two specs
 * each starting one on that port clashed when they ran at once). Issue 44: submissions are for
 * those who handle them (config's canHandleSubmissions).
 */
export const STUDIO_USERS = {
  'rail-handler-token': { id: 'p-rail', name: 'Rae', roles: ['rail-submissions'] },
  'rail-editor-token': { id: 'p-rail-editor', name: 'Red', roles: ['rail-submissions', 'rail-editor'] },
  'tours-handler-token': { id: 'p-tours', name: 'Toby', roles: ['tours-submissions', 'tours-editor'] },
  'viewer-token': { id: 'p-viewer', name: 'Vic', roles: ['viewer'] },
  'no-role-token': { id: 'p-none', name: 'Nobody', roles: [] },
}

/** Playwright's global setup: the fake Sanity API, stopped once the suite is over. */
export default async function startStudioUsers(): Promise<() => Promise<void>> {
  const api = await startFakeSanityApi([], 'production', {
    users: STUDIO_USERS,
    port: Number(new URL(E2E_SANITY_API_URL).port),
  })
  return async () => api.close()
}
