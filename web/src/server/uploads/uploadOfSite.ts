import { hostPolicy, isServedHost, siteForHost, type Site } from '@travel/config'
import type { UploadDeclaration } from './declarations'
import { uploadStore } from './configuredUploadStore'

/**
 * The hosts an upload's URL may name: those the upload route answers on in production (the
 * sites' domains, local hosts, preview hosts), whatever this server's own policy: outside
 * production the route answers any host, and a stranger's host must still not pass.
 */
function isOurHost(host: string): boolean {
  const policy = hostPolicy()
  return isServedHost(host, policy.anyHost ? hostPolicy({ ...process.env, NODE_ENV: 'production' }) : policy)
}

/**
 * The stored name of an upload a form names by URL, when that URL is one the upload route
 * answered on this site (http(s), a host of this site, `/api/uploads/<name>/<file>`, nothing
 * after the path) and the file is still stored; undefined for anything else, foreign URLs first.
 */
export async function uploadOfSite(
  url: string,
  site: Site,
  upload: UploadDeclaration,
): Promise<string | undefined> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
  if (parsed.username || parsed.password || parsed.search || parsed.hash) return undefined
  if (!isOurHost(parsed.host) || siteForHost(parsed.host).id !== site.id) return undefined
  const prefix = `/api/uploads/${upload.name}/`
  if (!parsed.pathname.startsWith(prefix)) return undefined
  const name = parsed.pathname.slice(prefix.length)
  return (await uploadStore().storedUpload({ site: site.id, upload: upload.name }, name)) ? name : undefined
}
