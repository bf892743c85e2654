/** @jest-environment node */
import { contentSettings } from '@travel/config'
import type { NextConfig } from 'next'
import { allowedBrochureUrl, sanityFilesOf } from '../../public/frontend/brochure-url.js'
import { sanityAssetPaths } from '../../next.config'

// Only the configured Sanity project's media show under a brand's address: its images on pages
// and through the image optimiser (web/next.config.ts), its files in the brochure viewer
// (public/frontend/brochure-url.js, which reads them from the viewer's own policy).
const OURS = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' }
const CDN = 'https://cdn.sanity.io'
const SITE = 'https://www.wayfarertours.com.au'

const EMBEDDED = { SANITY_PROJECT_ID: '' }

function withEnv<T>(env: Record<string, string>, run: () => T): T {
  const saved = process.env
  process.env = { ...saved, ...env }
  try {
    return run()
  } finally {
    process.env = saved
  }
}

/** next.config.ts as a build or server with `env` loads it (its images are read as it loads). */
function configWith(env: Record<string, string>): NextConfig {
  return withEnv(env, () => {
    let config: NextConfig | undefined
    jest.isolateModules(() => {
      config = (jest.requireActual('../../next.config') as { default: NextConfig }).default
    })
    return config!
  })
}

/** The Content-Security-Policy a build with `env` sends on `path`: of two rules, the later wins. */
async function policyOn(env: Record<string, string>, path: string): Promise<string> {
  // headers() reads the environment as it is called, before its first await.
  const rules = await withEnv(env, () => configWith(env).headers!())
  return rules
    .filter((rule) => !rule.has && (rule.source === path || rule.source === '/:path*'))
    .flatMap((rule) => rule.headers.filter((header) => header.key === 'Content-Security-Policy'))
    .at(-1)!.value
}

/** The image optimiser's patterns for Sanity's CDN. */
const sanityPatterns = (config: NextConfig) =>
  (config.images?.remotePatterns ?? []).filter(
    (pattern) => !(pattern instanceof URL) && pattern.hostname === 'cdn.sanity.io',
  )

describe("the Sanity project's assets", () => {
  it.each([
    ['no project', {}],
    ['a project, the default dataset', { SANITY_PROJECT_ID: 'abc123' }],
    ['a project and dataset, with spaces', { SANITY_PROJECT_ID: ' abc123 ', SANITY_DATASET: ' staging ' }],
  ])('are those of the project the content source reads: %s', (_, env) => {
    const content = contentSettings(env)
    const expected =
      content.source === 'sanity'
        ? { images: `/images/abc123/${content.dataset}/`, files: `/files/abc123/${content.dataset}/` }
        : null
    expect(sanityAssetPaths(env)).toEqual(expected)
  })

  it("let the image optimiser fetch the project's images, and no other project's", () => {
    expect(sanityPatterns(configWith(OURS))).toEqual([
      { protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/abc123/production/**' },
    ])
  })

  it("let the optimiser fetch nothing from Sanity's CDN when content is embedded", () => {
    expect(sanityPatterns(configWith(EMBEDDED))).toEqual([])
  })

  it("let pages load the project's images alone", async () => {
    const policy = await policyOn(OURS, '/about-us')
    expect(policy).toContain(`img-src 'self' data: blob: ${CDN}/images/abc123/production/;`)
    const embedded = await policyOn(EMBEDDED, '/about-us')
    expect(embedded).toContain("img-src 'self' data: blob:;")
  })

  describe('in the brochure viewer', () => {
    const VIEWER = '/frontend/view-brochure.html'

    it("frame the project's files alone, and the viewer's check reads them from its policy", async () => {
      const policy = await policyOn(OURS, VIEWER)
      expect(policy).toContain(`frame-src 'self' ${CDN}/files/abc123/production/;`)
      const files = sanityFilesOf(policy)
      expect(files).toBe(`${CDN}/files/abc123/production/`)

      const ours = `${CDN}/files/abc123/production/9f0e1d.pdf`
      expect(allowedBrochureUrl(ours, SITE, files)).toBe(ours)
      for (const foreign of [
        `${CDN}/files/attacker/production/phish.pdf`,
        `${CDN}/files/abc123/other/phish.pdf`,
        `${CDN}/files/abc123/production-x/phish.pdf`,
        `${CDN}/files/abc123/production/../../attacker/production/phish.pdf`,
      ]) {
        expect(allowedBrochureUrl(foreign, SITE, files)).toBeNull()
      }
    })

    it("frame no file of Sanity's CDN when content is embedded: the site's own files only", async () => {
      const policy = await policyOn(EMBEDDED, VIEWER)
      expect(policy).toContain("frame-src 'self';")
      expect(sanityFilesOf(policy)).toBeNull()
      expect(allowedBrochureUrl(`${CDN}/files/abc123/production/9f0e1d.pdf`, SITE, null)).toBeNull()
      expect(allowedBrochureUrl('/_seed/files/9f0e1d.pdf', SITE, null)).toBe(`${SITE}/_seed/files/9f0e1d.pdf`)
    })
  })
})
