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
 * so set it for the build and the servers alike (docs/production.md: 30 behind nginx).
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
  | { kind: 'database' }
  | {
      kind: 's3'
      bucket: string
      region: string
      /** Another S3-compatible service's endpoint (R2, GCS, MinIO); AWS's own without it. */
      endpoint: string | undefined
      /** `bucket` in the path rather than the host name, as MinIO wants. */
      forcePathStyle: boolean
    }

/** Why a CV may not be a Sanity asset: said by the refusal, and by docs/security.md. */
export const SANITY_UPLOADS_REFUSED =
  'UPLOADS_STORE=sanity is no longer supported: Sanity serves every asset from its CDN to anyone ' +
  'with its URL, even from a private dataset, and every Studio user can browse them, so a CV kept ' +
  'there is public. Keep uploads in the submissions database (leave UPLOADS_STORE unset) or in a ' +
  'private bucket (UPLOADS_STORE=s3), and delete the CV assets already in the dataset (the ' +
  "submissions database's table `uploads` lists them)."

/**
 * Where uploaded files (CVs) are kept, privately, where every instance finds them: in the
 * submissions database (the default: SQLite locally, PostgreSQL in production), or, with
 * UPLOADS_STORE=s3, as private objects of an S3-compatible bucket (UPLOADS_S3_BUCKET; AWS's
 * credentials from the usual AWS_* variables). A folder on one machine's disk and Sanity assets
 * (public) are refused, each naming why.
 */
export function uploadStoreSettings(env: Env = process.env): UploadStoreSettings {
  const store = present(env.UPLOADS_STORE) ?? 'database'
  if (store === 'database') return { kind: 'database' }
  if (store === 'sanity') throw new ConfigError(SANITY_UPLOADS_REFUSED)
  if (store === 'folder') {
    throw new ConfigError(
      'UPLOADS_STORE=folder is no longer supported: a folder is one machine’s, and another server ' +
        'would not find the file. Uploads are kept in the submissions database (leave ' +
        'UPLOADS_STORE unset); delete the files left in UPLOADS_DIR.',
    )
  }
  if (store !== 's3') throw new ConfigError(`UPLOADS_STORE "${store}" must be database or s3`)
  const bucket = present(env.UPLOADS_S3_BUCKET)
  if (!bucket) throw new ConfigError('UPLOADS_STORE=s3 needs UPLOADS_S3_BUCKET.')
  return {
    kind: 's3',
    bucket,
    region: present(env.UPLOADS_S3_REGION) ?? present(env.AWS_REGION) ?? 'us-east-1',
    endpoint: present(env.UPLOADS_S3_ENDPOINT),
    forcePathStyle: env.UPLOADS_S3_FORCE_PATH_STYLE === 'true',
  }
}

/** A positive number of megabytes (2^20 bytes) from a setting, in bytes; `fallback` when unset. */
function megabytesSetting(env: Env, name: string, fallback: number): number {
  const configured = present(env[name])
  const megabytes = configured === undefined ? fallback : Number(configured)
  if (!Number.isFinite(megabytes) || megabytes <= 0) {
    throw new ConfigError(`${name} must be a positive number of megabytes, not '${configured}'.`)
  }
  return Math.floor(megabytes * 1024 * 1024)
}

/**
 * How many bytes of uploads one site may keep at once: UPLOADS_SITE_QUOTA_MB megabytes (2^20
 * bytes; 2048, 2 GB, by default). Past it the upload route refuses files (507) until the purge
 * frees room, so a flood fills no disk: the last resort, after each visitor's own allowance.
 */
export function uploadsSiteQuotaBytes(env: Env = process.env): number {
  return megabytesSetting(env, 'UPLOADS_SITE_QUOTA_MB', 2048)
}

/**
 * How many bytes one visitor (an address, or an IPv6 /64) may upload in a day, to every site:
 * UPLOADS_VISITOR_DAILY_MB (25 by default: two CVs of the largest size, and room to spare).
 */
export function uploadsVisitorDailyBytes(env: Env = process.env): number {
  return megabytesSetting(env, 'UPLOADS_VISITOR_DAILY_MB', 25)
}

/**
 * How full a site's uploads may get before operations are told: UPLOADS_QUOTA_ALERT_PERCENT of
 * its quota (80 by default), as a fraction.
 */
export function uploadsQuotaAlertShare(env: Env = process.env): number {
  const configured = present(env.UPLOADS_QUOTA_ALERT_PERCENT)
  const percent = configured === undefined ? 80 : Number(configured)
  if (!Number.isFinite(percent) || percent <= 0 || percent > 100) {
    throw new ConfigError(
      `UPLOADS_QUOTA_ALERT_PERCENT must be a percentage from 1 to 100, not '${configured}'.`,
    )
  }
  return percent / 100
}

/** The site served for hosts that name no site (bare localhost, an IP, a preview URL). */
export function defaultSiteId(env: Env = process.env): string | undefined {
  return present(env.DEFAULT_SITE)
}
