/**
 * Environment parsing, shared by web, studio and scripts. Only the server calls these: nothing
 * read here may reach a browser (public values are NEXT_PUBLIC_* and read where they are used).
 */
type Env = Record<string, string | undefined>

export const SANITY_API_VERSION = '2025-02-19'

export type ContentSettings =
  | { source: 'embedded'; datasetPath: string | undefined }
  | {
      source: 'sanity'
      projectId: string
      dataset: string
      apiVersion: string
      token: string | undefined
      /** Only for tests and proxies: a full origin such as http://127.0.0.1:4000. */
      apiHost: string | undefined
      useCdn: boolean
    }

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const projectIdPattern = /^[a-z0-9-]+$/

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** Sanity when SANITY_PROJECT_ID is set, otherwise the embedded dataset in studio/seed/. */
export function contentSettings(env: Env = process.env): ContentSettings {
  const projectId = present(env.SANITY_PROJECT_ID)
  if (!projectId) return { source: 'embedded', datasetPath: present(env.CONTENT_DATASET_PATH) }
  if (!projectIdPattern.test(projectId)) {
    throw new ConfigError(`SANITY_PROJECT_ID "${projectId}" may only contain a-z, 0-9 and dashes`)
  }
  const token = present(env.SANITY_API_READ_TOKEN)
  return {
    source: 'sanity',
    projectId,
    dataset: present(env.SANITY_DATASET) ?? 'production',
    apiVersion: present(env.SANITY_API_VERSION) ?? SANITY_API_VERSION,
    token,
    apiHost: present(env.SANITY_API_HOST),
    // The CDN never serves authenticated requests; with a token the API is asked directly.
    useCdn: !token && env.SANITY_USE_CDN !== 'false',
  }
}

/** The secret the Sanity webhook signs revalidation calls with; undefined refuses them all. */
export function revalidateSecret(env: Env = process.env): string | undefined {
  return present(env.SANITY_REVALIDATE_SECRET)
}

/** The key of signed draft-preview links (docs/preview.md); without it, no preview opens. */
export function previewSecret(env: Env = process.env): string | undefined {
  return present(env.PREVIEW_SECRET)
}

const DEFAULT_PREVIEW_SESSION_MINUTES = 60
const MAX_PREVIEW_SESSION_MINUTES = 24 * 60

/**
 * How long draft preview stays open in a browser once a preview link let it in, in seconds:
 * PREVIEW_SESSION_MINUTES, a whole number from 1 to 1440 (default 60). Then its pages are the
 * published ones again until the editor opens preview anew (docs/preview.md).
 */
export function previewSessionSeconds(env: Env = process.env): number {
  const configured = present(env.PREVIEW_SESSION_MINUTES)
  if (configured === undefined) return DEFAULT_PREVIEW_SESSION_MINUTES * 60
  const minutes = Number(configured)
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_PREVIEW_SESSION_MINUTES) {
    throw new ConfigError(
      `PREVIEW_SESSION_MINUTES must be a whole number of minutes from 1 to ${MAX_PREVIEW_SESSION_MINUTES}, not '${configured}'.`,
    )
  }
  return minutes * 60
}

/**
 * The submission store's PostgreSQL URL; undefined means a local SQLite file. Deployed on Vercel
 * (VERCEL set, in production) that file would live on a function's temporary disk, and
 * acknowledged submissions would vanish with it, so the URL is required there.
 */
export function databaseUrl(env: Env = process.env): string | undefined {
  const url = present(env.DATABASE_URL)
  if (!url && present(env.VERCEL) && env.NODE_ENV === 'production') {
    throw new ConfigError('Missing DATABASE_URL: on Vercel the submission store must be PostgreSQL.')
  }
  return url
}

const DEFAULT_PAGE_REVALIDATE_SECONDS = 60
const MAX_PAGE_REVALIDATE_SECONDS = 3600

/**
 * How long a rendered page counts as fresh, in seconds: PAGE_REVALIDATE_SECONDS, a whole number
 * from 1 to 3600 (default 60). Each server renders a page again at most this often, and Next
 * sends it as the page's `s-maxage`, so a shared cache in front (nginx, a CDN) keeps a page as
 * long: a published change waits for it there. The build keeps it as its pages' first lifetime,
 * so set it for the build and the servers alike (README, "Running in production": 30 behind nginx).
 */
export function pageRevalidateSeconds(env: Env = process.env): number {
  const configured = present(env.PAGE_REVALIDATE_SECONDS)
  if (configured === undefined) return DEFAULT_PAGE_REVALIDATE_SECONDS
  const seconds = Number(configured)
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_PAGE_REVALIDATE_SECONDS) {
    throw new ConfigError(
      `PAGE_REVALIDATE_SECONDS must be a whole number of seconds from 1 to ${MAX_PAGE_REVALIDATE_SECONDS}, not '${configured}'.`,
    )
  }
  return seconds
}

export type UploadStoreSettings =
  | { kind: 'folder' }
  | {
      kind: 'sanity'
      projectId: string
      dataset: string
      apiVersion: string
      token: string
      /** Only for tests and proxies, as for content. */
      apiHost: string | undefined
    }

/**
 * Where uploaded files (CVs) are kept: a local folder (UPLOADS_DIR, the default), or Sanity
 * assets with UPLOADS_STORE=sanity, in the content's project and dataset with a write token
 * (SANITY_API_WRITE_TOKEN). A folder on Vercel would be a function's temporary disk, and a CV a
 * submission names would vanish with it: there the folder is a ConfigError, as the database is.
 */
export function uploadStoreSettings(env: Env = process.env): UploadStoreSettings {
  const store = present(env.UPLOADS_STORE) ?? 'folder'
  if (store === 'folder') {
    if (present(env.VERCEL) && env.NODE_ENV === 'production') {
      throw new ConfigError('On Vercel uploads must be kept in Sanity: set UPLOADS_STORE=sanity.')
    }
    return { kind: 'folder' }
  }
  if (store !== 'sanity') throw new ConfigError(`UPLOADS_STORE "${store}" must be folder or sanity`)
  const content = contentSettings(env)
  const token = present(env.SANITY_API_WRITE_TOKEN)
  if (content.source !== 'sanity' || !token) {
    throw new ConfigError('UPLOADS_STORE=sanity needs SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN.')
  }
  const { projectId, dataset, apiVersion, apiHost } = content
  return { kind: 'sanity', projectId, dataset, apiVersion, token, apiHost }
}

/** The site served for hosts that name no site (bare localhost, an IP, a preview URL). */
export function defaultSiteId(env: Env = process.env): string | undefined {
  return present(env.DEFAULT_SITE)
}
