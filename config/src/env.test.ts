import {
  ConfigError,
  contentSettings,
  databaseUrl,
  defaultSiteId,
  pageRevalidateSeconds,
  previewSessionSeconds,
  revalidateSecret,
  SANITY_API_VERSION,
  SANITY_UPLOADS_REFUSED,
  uploadStoreSettings,
  uploadsQuotaAlertShare,
  uploadsSiteQuotaBytes,
  uploadsVisitorDailyBytes,
} from './env'

describe('contentSettings', () => {
  it('uses the embedded dataset when no project is set', () => {
    expect(contentSettings({})).toEqual({ source: 'embedded', datasetPath: undefined })
    expect(contentSettings({ SANITY_PROJECT_ID: '  ', CONTENT_DATASET_PATH: '/tmp/d.ndjson' })).toEqual({
      source: 'embedded',
      datasetPath: '/tmp/d.ndjson',
    })
  })

  it('reads Sanity through the CDN with the pinned API version by default', () => {
    expect(contentSettings({ SANITY_PROJECT_ID: 'abc123' })).toEqual({
      source: 'sanity',
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: SANITY_API_VERSION,
      token: undefined,
      apiHost: undefined,
      useCdn: true,
    })
  })

  it('skips the CDN with a token or when told to', () => {
    const withToken = contentSettings({ SANITY_PROJECT_ID: 'abc123', SANITY_API_READ_TOKEN: 'sk-secret' })
    expect(withToken).toMatchObject({ token: 'sk-secret', useCdn: false })
    expect(contentSettings({ SANITY_PROJECT_ID: 'abc123', SANITY_USE_CDN: 'false' })).toMatchObject({
      useCdn: false,
    })
  })

  it('refuses a malformed project id', () => {
    expect(() => contentSettings({ SANITY_PROJECT_ID: 'Not A Project' })).toThrow(ConfigError)
  })
})

describe('secrets and defaults', () => {
  it('treats empty values as unset', () => {
    expect(revalidateSecret({ SANITY_REVALIDATE_SECRET: '' })).toBeUndefined()
    expect(revalidateSecret({ SANITY_REVALIDATE_SECRET: 'shh' })).toBe('shh')
    expect(defaultSiteId({ DEFAULT_SITE: ' golf ' })).toBe('golf')
  })
})

describe('databaseUrl', () => {
  it('is DATABASE_URL, or none (the local SQLite file) off Vercel', () => {
    expect(databaseUrl({ DATABASE_URL: ' postgres://db/app ' })).toBe('postgres://db/app')
    expect(databaseUrl({})).toBeUndefined()
    expect(databaseUrl({ NODE_ENV: 'production', DATABASE_URL: '' })).toBeUndefined()
    // `vercel dev` runs on the developer's machine, where the file stays.
    expect(databaseUrl({ VERCEL: '1', NODE_ENV: 'development' })).toBeUndefined()
  })

  it('is required on Vercel, where a local file does not outlive the function', () => {
    const vercel = { VERCEL: '1', NODE_ENV: 'production' }
    expect(databaseUrl({ ...vercel, DATABASE_URL: 'postgres://db/app' })).toBe('postgres://db/app')
    for (const env of [vercel, { ...vercel, DATABASE_URL: ' ' }]) {
      expect(() => databaseUrl(env)).toThrow(ConfigError)
      expect(() => databaseUrl(env)).toThrow(/DATABASE_URL/)
    }
  })
})

describe('uploadStoreSettings', () => {
  it('keeps uploads in the submissions database unless told otherwise, on Vercel too', () => {
    expect(uploadStoreSettings({})).toEqual({ kind: 'database' })
    expect(uploadStoreSettings({ UPLOADS_STORE: 'database', VERCEL: '1', NODE_ENV: 'production' })).toEqual({
      kind: 'database',
    })
  })

  it('keeps them as private objects of an S3-compatible bucket with UPLOADS_STORE=s3', () => {
    expect(
      uploadStoreSettings({ UPLOADS_STORE: 's3', UPLOADS_S3_BUCKET: 'cvs', AWS_REGION: 'eu-west-1' }),
    ).toEqual({
      kind: 's3',
      bucket: 'cvs',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
    })
    expect(
      uploadStoreSettings({
        UPLOADS_STORE: 's3',
        UPLOADS_S3_BUCKET: 'cvs',
        UPLOADS_S3_REGION: 'auto',
        UPLOADS_S3_ENDPOINT: 'http://127.0.0.1:9000',
        UPLOADS_S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({ region: 'auto', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true })
  })

  it('refuses Sanity assets, saying they are public, a folder, a bucket without a name, and a store it does not know', () => {
    const sanity = {
      UPLOADS_STORE: 'sanity',
      SANITY_PROJECT_ID: 'abc123',
      SANITY_API_WRITE_TOKEN: 'sk-write',
    }
    expect(() => uploadStoreSettings(sanity)).toThrow(SANITY_UPLOADS_REFUSED)
    expect(SANITY_UPLOADS_REFUSED).toMatch(/public/)
    for (const env of [{ UPLOADS_STORE: 'folder' }, { UPLOADS_STORE: 's3' }, { UPLOADS_STORE: 'ftp' }])
      expect(() => uploadStoreSettings(env)).toThrow(ConfigError)
  })
})

describe('uploadsSiteQuotaBytes', () => {
  it('is 2 GB a site unless UPLOADS_SITE_QUOTA_MB says otherwise', () => {
    expect(uploadsSiteQuotaBytes({})).toBe(2 * 1024 ** 3)
    expect(uploadsSiteQuotaBytes({ UPLOADS_SITE_QUOTA_MB: '0.5' })).toBe(512 * 1024)
  })

  it.each(['0', '-1', 'lots'])('refuses %s, naming the setting', (value) => {
    expect(() => uploadsSiteQuotaBytes({ UPLOADS_SITE_QUOTA_MB: value })).toThrow(/UPLOADS_SITE_QUOTA_MB/)
  })
})

describe('uploadsVisitorDailyBytes', () => {
  it('is 25 MB a visitor a day unless UPLOADS_VISITOR_DAILY_MB says otherwise', () => {
    expect(uploadsVisitorDailyBytes({})).toBe(25 * 1024 ** 2)
    expect(uploadsVisitorDailyBytes({ UPLOADS_VISITOR_DAILY_MB: '1.5' })).toBe(1.5 * 1024 ** 2)
    expect(() => uploadsVisitorDailyBytes({ UPLOADS_VISITOR_DAILY_MB: '0' })).toThrow(
      /UPLOADS_VISITOR_DAILY_MB/,
    )
  })
})

describe('uploadsQuotaAlertShare', () => {
  it('tells operations at 80% of the quota unless UPLOADS_QUOTA_ALERT_PERCENT says otherwise', () => {
    expect(uploadsQuotaAlertShare({})).toBe(0.8)
    expect(uploadsQuotaAlertShare({ UPLOADS_QUOTA_ALERT_PERCENT: '50' })).toBe(0.5)
    for (const value of ['0', '101', 'half'])
      expect(() => uploadsQuotaAlertShare({ UPLOADS_QUOTA_ALERT_PERCENT: value })).toThrow(
        /UPLOADS_QUOTA_ALERT_PERCENT/,
      )
  })
})

describe('previewSessionSeconds', () => {
  it('is an hour unless set', () => {
    expect(previewSessionSeconds({})).toBe(3600)
    expect(previewSessionSeconds({ PREVIEW_SESSION_MINUTES: '15' })).toBe(900)
  })

  it.each(['0', '2.5', 'soon', '1441'])('refuses %s, naming the setting', (value) => {
    expect(() => previewSessionSeconds({ PREVIEW_SESSION_MINUTES: value })).toThrow(/PREVIEW_SESSION_MINUTES/)
  })
})

describe('pageRevalidateSeconds', () => {
  it('is a minute unless set', () => {
    expect(pageRevalidateSeconds({})).toBe(60)
    expect(pageRevalidateSeconds({ PAGE_REVALIDATE_SECONDS: ' ' })).toBe(60)
    expect(pageRevalidateSeconds({ PAGE_REVALIDATE_SECONDS: '20' })).toBe(20)
  })

  it.each(['0', '-5', '2.5', 'soon', '3601'])('refuses %s, naming the setting', (value) => {
    expect(() => pageRevalidateSeconds({ PAGE_REVALIDATE_SECONDS: value })).toThrow(
      /PAGE_REVALIDATE_SECONDS must be a whole number of seconds from 1 to 3600/,
    )
  })
})
