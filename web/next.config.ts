import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { NextConfig } from 'next'

const repositoryRoot = path.join(__dirname, '..')

/*
 * The security headers of every response, in one place: headers() below applies them to all
 * routes, which covers `next start` and Vercel alike (Vercel serves Next's own header rules).
 * They live in this file because Next (and next/jest) load it without resolving its imports of
 * other TypeScript files.
 */
type SecurityHeaderOptions = {
  /** reCAPTCHA loads Google's script and frame; allowed only when a site key (v2 or v3) is configured. */
  recaptcha: boolean
  /** `next dev` evaluates code and talks to its HMR socket; production never does. */
  development: boolean
  /** The Studio's origin (SANITY_STUDIO_URL), whose Presentation tool frames draft previews. */
  studioOrigin?: string
  /** The configured Sanity project's assets on its CDN; null when content is embedded. */
  sanityAssets: SanityAssetPaths | null
}

const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
]
const SANITY_CDN = 'https://cdn.sanity.io'

/** Where on Sanity's CDN one project's dataset keeps its images and its files (each ends in `/`). */
export type SanityAssetPaths = { images: string; files: string }

/*
 * The Sanity project whose assets the site shows: SANITY_PROJECT_ID and SANITY_DATASET (default
 * production), as the content source reads them (config/src/env.ts, contentSettings; a unit test
 * holds the two together). Only its images may load on a page and pass the image optimiser, and
 * only its files may show in the brochure viewer: anyone can open a Sanity project, and its
 * assets must not show under a brand's address. None without a project: the embedded dataset
 * serves its own from the site (/_seed/). The headers are computed by the build and the
 * optimiser's patterns by each `next start`: set both variables for the build and the servers.
 */
export function sanityAssetPaths(env: Record<string, string | undefined>): SanityAssetPaths | null {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  if (!projectId) return null
  const dataset = env.SANITY_DATASET?.trim() || 'production'
  return { images: `/images/${projectId}/${dataset}/`, files: `/files/${projectId}/${dataset}/` }
}

/*
 * What a page may frame: the brochure viewer, a static page of the site's own (hence 'self'),
 * which the brochures block opens in its dialog; and Google's captcha frame where configured.
 * The viewer itself frames the one PDF it shows: a file of the site (the seed's /_seed/files/) or
 * of the project's files on Sanity's CDN, and no more. public/frontend/brochure-url.js refuses
 * any other address first, reading the project's from this very policy.
 */
const BROCHURE_VIEWER = '/frontend/view-brochure.html'

type Framing = 'page' | 'brochureViewer' | 'preview'

function frameSources(
  framing: Exclude<Framing, 'preview'>,
  { recaptcha, sanityAssets }: SecurityHeaderOptions,
): string[] {
  if (framing === 'brochureViewer') {
    return ["'self'", ...(sanityAssets ? [`${SANITY_CDN}${sanityAssets.files}`] : [])]
  }
  return ["'self'", ...(recaptcha ? RECAPTCHA_FRAME_SOURCES : [])]
}

/*
 * Who may frame a page: the site itself; in draft preview also the Studio, whose Presentation
 * tool shows the site in a frame. Public pages keep 'self' alone (no clickjacking); the preview
 * rule below applies only to requests carrying Next's draft-mode cookie, which only the signed
 * preview routes set (docs/preview.md).
 */
function frameAncestors(framing: Framing, studioOrigin: string | undefined): string[] {
  return framing === 'preview' && studioOrigin ? ["'self'", studioOrigin] : ["'self'"]
}

function contentSecurityPolicy(options: SecurityHeaderOptions, framing: Framing = 'page'): string {
  const { recaptcha, development, studioOrigin, sanityAssets } = options
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Production pages load only their own files (webpack builds inline no script); `next dev`
    // inlines and evaluates its bootstrap and refresh code.
    'script-src': [
      "'self'",
      ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : []),
      ...(development ? ["'unsafe-inline'", "'unsafe-eval'"] : []),
    ],
    // styled-components writes its rules into <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(sanityAssets ? [`${SANITY_CDN}${sanityAssets.images}`] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(development ? ['ws:'] : [])],
    'frame-src': frameSources(framing === 'brochureViewer' ? 'brochureViewer' : 'page', options),
    'frame-ancestors': frameAncestors(framing, studioOrigin),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  ]
}

/*
 * The browser's router is not told which paths proxy.ts handles. When it knows, it asks the
 * server after every page load what proxy.ts made of the address (a `/_next/data` request)
 * and runs its router again, for an answer the page already has: the largest script cost a
 * page had over the framework floor (the content page's median TBT, 8 Lighthouse runs each:
 * 360 ms with it, 211 ms without). Client-side navigations name the page they render instead
 * (src/site/sitePageRoute.ts), and the server still runs proxy.ts on every request.
 * Next has no setting for this, so the webpack build's define of the proxy's path patterns
 * is emptied for the browser; the build fails if Next stops defining it.
 */
type WebpackConfig = {
  plugins: (
    | { definitions?: Record<string, unknown> }
    | NoServerCodeInBrowser
    | PreloadedFontsEmitted
    | FourDigitModuleIds
    | CompiledAsTheyLoad
  )[]
  optimization: { moduleIds?: unknown; splitChunks?: false | { cacheGroups?: Record<string, unknown> } }
}

/*
 * The island mechanism (src/hydration/) in one chunk that the pages with islands share. Webpack
 * leaves a module under splitChunks' 20 KB minimum in every lazily loaded chunk that uses it, so
 * each island block's chunk carried its own copy of HydrateOnInteraction (about 1.5 KB gz): 23
 * chunks held one, and the home page loaded four.
 */
function islandCodeOnce(config: WebpackConfig) {
  const splitChunks = config.optimization.splitChunks
  if (!splitChunks || !splitChunks.cacheGroups) {
    throw new Error(
      'next.config.ts: Next no longer sets splitChunks cache groups; see the note above islandCodeOnce',
    )
  }
  splitChunks.cacheGroups.islands = {
    test: /[\\/]src[\\/]hydration[\\/]/,
    name: 'islands',
    chunks: 'async',
    minChunks: 2,
    minSize: 0,
    priority: 35,
    reuseExistingChunk: true,
  }
}

/*
 * The browser build's module ids: webpack's deterministic ids, four digits long whatever the
 * number of modules. Webpack widens them to five digits past 500 modules; draft preview's
 * overlays (@sanity/visual-editing, in chunks only a preview loads) took the build past that,
 * and the longer ids cost every published page 0.5 KB gz of first-load JS for nothing.
 * Collisions in the 10 000 ids are resolved as webpack always does.
 */
type FourDigitModuleIds = object
const CLIENT_MIDDLEWARE_MATCHERS = 'process.env.__NEXT_MIDDLEWARE_MATCHERS'

function withoutClientMiddlewareMatching(config: WebpackConfig) {
  const define = config.plugins.find(
    (plugin): plugin is { definitions?: Record<string, unknown> } =>
      'definitions' in plugin && Boolean(plugin.definitions?.[CLIENT_MIDDLEWARE_MATCHERS]),
  )
  if (!define?.definitions) {
    throw new Error(
      `next.config.ts: Next no longer defines ${CLIENT_MIDDLEWARE_MATCHERS}; see the note above it`,
    )
  }
  define.definitions[CLIENT_MIDDLEWARE_MATCHERS] = JSON.stringify([])
}

/*
 * Server-only code (web/src/server/) never reaches the browser: the browser build fails naming
 * the module and what imported it. Lint forbids such imports in browser folders; this also
 * covers pages, whose data functions may import server code because Next drops them from the
 * browser build. The list of the browser build's modules is written beside it for a test
 * (web/e2e/serverCode.spec.ts) to read.
 */
type WebpackModule = { resource?: string }
type Compilation = {
  moduleGraph: { getIssuer(module: WebpackModule): WebpackModule | null }
  errors: Error[]
  hooks: { finishModules: { tap(name: string, run: (modules: Iterable<WebpackModule>) => void): void } }
}
/** What a plugin sees of webpack's compiler: each compilation, typed as far as the plugin uses it. */
type Compiler<UsedCompilation> = {
  hooks: { thisCompilation: { tap(name: string, run: (compilation: UsedCompilation) => void): void } }
}

const SERVER_CODE = path.join(__dirname, 'src', 'server') + path.sep
const BROWSER_MODULES_FILE = path.join(__dirname, '.next', 'browser-modules.json')

/** The webpack Next builds with (passed to the `webpack` option), as far as this file uses it. */
type WebpackNamespace = {
  DefinePlugin: new (definitions: Record<string, string>) => { definitions?: Record<string, unknown> }
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number }
  sources: { ConcatSource: new (...parts: unknown[]) => unknown }
  ids: {
    DeterministicModuleIdsPlugin: new (options: {
      maxLength: number
      fixedLength: boolean
    }) => FourDigitModuleIds
  }
}

class NoServerCodeInBrowser {
  apply(compiler: Compiler<Compilation>) {
    compiler.hooks.thisCompilation.tap('NoServerCodeInBrowser', (compilation) => {
      compilation.hooks.finishModules.tap('NoServerCodeInBrowser', (modules) => {
        const ours = [...modules].flatMap(({ resource }) =>
          resource?.startsWith(__dirname) && !resource.includes('node_modules')
            ? [path.relative(__dirname, resource.split('?')[0]!)]
            : [],
        )
        mkdirSync(path.dirname(BROWSER_MODULES_FILE), { recursive: true })
        writeFileSync(BROWSER_MODULES_FILE, JSON.stringify([...new Set(ours)].sort(), null, 2))
        for (const serverModule of modules) {
          if (!serverModule.resource?.startsWith(SERVER_CODE)) continue
          const issuer = compilation.moduleGraph.getIssuer(serverModule)?.resource ?? 'unknown'
          compilation.errors.push(
            new Error(
              `Server-only ${path.relative(__dirname, serverModule.resource)} is in the browser build, ` +
                `imported by ${path.relative(__dirname, issuer)}: keep web/src/server/ out of browser code.`,
            ),
          )
        }
      })
    })
  }
}

/*
 * The font files each brand's pages preload: its two faces, both above the fold (the headings'
 * in the logo and first heading, the text's in the phone strip, the navigation and the hero's
 * buttons; with the headings' alone the text face swapped in after the first paint and moved the
 * navigation, a CLS of 0.011 on the tours home page). web/src/theme/brandFonts.ts loads them with
 * `preload: false`: Next would preload every brand's fonts on every page. next/font names the
 * file it copies into the build by its content, as `static/media/<hash>-s.woff2` (`-s`: it has a
 * size-adjusted fallback); the same function of Next's, on the same content, gives that name
 * here, and the build defines it for pages/_document.tsx to preload. The browser build fails if
 * Next emits no such file, so a change of Next's naming cannot go unnoticed. Not in `next dev`
 * (Turbopack names files otherwise): pages there preload no font.
 */
const PRELOADED_FONT_FILES: Record<string, string[]> = {
  tours: [
    '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  ],
  cruises: [
    '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
  ],
  golf: [
    '@fontsource-variable/eb-garamond/files/eb-garamond-latin-wght-normal.woff2',
    '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  ],
  rail: [
    '@fontsource-variable/josefin-sans/files/josefin-sans-latin-wght-normal.woff2',
    '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2',
  ],
}
export const BRAND_FONT_PRELOADS = 'process.env.__BRAND_FONT_PRELOADS'

const nodeRequire = createRequire(__filename)
type LoaderUtils = {
  interpolateName(context: { resourcePath: string }, name: string, options: { content: Buffer }): string
}

/** Brand -> the paths (under /_next/) of its preloaded font files, as next/font emits them. */
export function preloadedFontFiles(): Record<string, string[]> {
  const { interpolateName } = nodeRequire('next/dist/compiled/loader-utils3') as LoaderUtils
  const emittedName = (file: string) => {
    const resourcePath = nodeRequire.resolve(file)
    const content = readFileSync(resourcePath)
    return interpolateName({ resourcePath }, 'static/media/[hash]-s.woff2', { content })
  }
  return Object.fromEntries(
    Object.entries(PRELOADED_FONT_FILES).map(([brand, files]) => [brand, files.map(emittedName)]),
  )
}

type Emitting = {
  hooks: {
    afterEmit: {
      tap(
        name: string,
        run: (compilation: { assets: Record<string, unknown>; errors: Error[] }) => void,
      ): void
    }
  }
}

class PreloadedFontsEmitted {
  constructor(private readonly files: Record<string, string[]>) {}
  apply(compiler: Emitting) {
    compiler.hooks.afterEmit.tap('PreloadedFontsEmitted', (compilation) => {
      for (const [brand, file] of Object.entries(this.files).flatMap(([brand, files]) =>
        files.map((file) => [brand, file] as const),
      )) {
        if (file in compilation.assets) continue
        compilation.errors.push(
          new Error(
            `next.config.ts: ${brand}'s preloaded font was not emitted as ${file}: ` +
              'web/src/theme/brandFonts.ts no longer loads it, or next/font names its files otherwise.',
          ),
        )
      }
    })
  }
}

/*
 * The chunks whose code a page runs as soon as they arrive, compiled as they arrive: each chunk
 * group named here (an entry, or `webpackChunkName` where it is imported) and the chunks it
 * needs. A chunk holds each module as a function that V8 compiles the first time it runs, and
 * webpack runs a module and everything it imports when the last of its chunks has arrived: the
 * tailor-made wizard's four chunks (160 KB) were compiled and run in one task of 12-16 ms on this
 * machine, which Lighthouse's simulation counts 9 times over on the slow setting (issue 48). The
 * comment `//# allFunctionsCalledOnLoad` at the top of a script (V8's explicit compile hints,
 * Chrome 136 on; other browsers ignore a comment) has V8 compile all of the file's functions as
 * it loads it, off the main thread where it streams the script, else in that script's own task:
 * more compiling in all (its functions the page never calls too), less of it in the task that
 * runs them. Only for code a page runs as it loads: the app (pages/_app: the providers, the
 * server's styles) and the page (the site's catch-all page, the registry of blocks), which run
 * before hydration; the hero slider, the one block that hydrates with its page; and the wizard,
 * which hydrates as it comes into view at the top of its page. A form's code, run when the
 * visitor reaches for it, is compiled as it runs. Next's own chunks (framework, main, its webpack
 * runtime and polyfills) are left as Next writes them: every page loads them, the framework floor
 * too, which the bench measures the pages against. The build fails if a group named here is
 * missing, so a renamed page or import cannot drop the hint unnoticed.
 */
const COMPILED_AS_THEY_LOAD = ['pages/_app', 'pages/_sites/[site]/[[...slug]]', 'hero-slider', 'wizard']
const NEXTS_OWN_CHUNKS = new Set(['framework', 'main', 'webpack', 'polyfills'])
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

type ChunkGroups = {
  namedChunkGroups: Map<string, { chunks: { name?: string | null; files: Set<string> }[] }>
  errors: Error[]
  updateAsset(file: string, update: (source: unknown) => unknown): void
  hooks: {
    processAssets: { tap(options: { name: string; stage: number }, run: () => void): void }
  }
}

class CompiledAsTheyLoad {
  constructor(private readonly webpack: WebpackNamespace) {}
  apply(compiler: Compiler<ChunkGroups>) {
    const { Compilation, sources } = this.webpack
    compiler.hooks.thisCompilation.tap('CompiledAsTheyLoad', (compilation) => {
      // After Next's minifier (which would drop the comment), before the source maps and hashes.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1
      compilation.hooks.processAssets.tap({ name: 'CompiledAsTheyLoad', stage }, () => {
        const files = new Set<string>()
        for (const name of COMPILED_AS_THEY_LOAD) {
          const group = compilation.namedChunkGroups.get(name)
          if (!group) {
            compilation.errors.push(
              new Error(
                `next.config.ts: no chunk group is named ${name} (an entry or webpackChunkName) to compile as it loads`,
              ),
            )
            continue
          }
          for (const chunk of group.chunks) {
            if (chunk.name && NEXTS_OWN_CHUNKS.has(chunk.name)) continue
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
          }
        }
        // Once each: a chunk can be in more than one of the groups.
        for (const file of files)
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
      })
    })
  }
}

/*
 * Product photos come from the warehouse's image host and reach browsers through Next's image
 * optimiser (`/_next/image` on the site itself): sized for each card, converted to a modern
 * format, and with the CSP's img-src left at the site and the project's images on Sanity's CDN.
 * The optimiser fetches only from this origin: WAREHOUSE_IMAGE_ORIGIN, or the sandbox's when the
 * sandbox stands in for the warehouse. The same rule as config/src/upstream.ts, whose shapes keep
 * only photos on it; a unit test holds the two together. `next start` reads this again, so a
 * server's own environment decides.
 */
const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:4010'

export function warehouseImageOrigin(env: Record<string, string | undefined>): URL | null {
  const configured = env.WAREHOUSE_IMAGE_ORIGIN?.trim()
  if (configured) return new URL(configured)
  if (env.WAREHOUSE_API_URL?.trim()) return null
  const sandbox = env.SANDBOX_URL?.trim() || (env.NODE_ENV === 'production' ? '' : DEFAULT_SANDBOX_URL)
  return sandbox ? new URL(sandbox) : null
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

function warehouseImages(env: Record<string, string | undefined>) {
  const origin = warehouseImageOrigin(env)
  if (!origin) return { remotePatterns: [], dangerouslyAllowLocalIP: false }
  return {
    remotePatterns: [
      {
        protocol: origin.protocol.replace(':', '') as 'http' | 'https',
        hostname: origin.hostname,
        port: origin.port,
        pathname: '/**',
      },
    ],
    // Next refuses to fetch from a private address unless told; only the sandbox on this
    // machine is one.
    dangerouslyAllowLocalIP: LOOPBACK_HOSTS.has(origin.hostname),
  }
}

const warehouseImageSettings = warehouseImages(process.env)

/** The optimiser fetches from Sanity's CDN the configured project's images alone. */
function sanityImagePatterns(env: Record<string, string | undefined>) {
  const paths = sanityAssetPaths(env)
  if (!paths) return []
  return [
    { protocol: 'https' as const, hostname: new URL(SANITY_CDN).hostname, pathname: `${paths.images}**` },
  ]
}

/** The Studio's origin from SANITY_STUDIO_URL (read when the build computes its headers). */
export function studioOrigin(env: Record<string, string | undefined>): string | undefined {
  const configured = env.SANITY_STUDIO_URL?.trim()
  return configured ? new URL(configured).origin : undefined
}

/** Next's draft-mode cookie: present only once a signed preview route turned draft mode on. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** The seed dataset that embedded content reads (src/server/content/embeddedDataset.ts). */
const SEED_DATASET = '../studio/seed/dataset.ndjson'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // npm test typechecks web/ (npm run typecheck) before it builds for the e2e tests, and says so
  // with BUILD_TYPECHECKED=1 (scripts/test.mjs): Next does not check the same sources again.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
  // Sites are opened at <site>.localhost in development.
  allowedDevOrigins: ['*.localhost'],
  poweredByHeader: false,
  // Only for `npm run bench:profile -- --build`, which names the JavaScript's time by package
  // through them; never in a build that is served.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
  // Class names carry no component names in production: smaller HTML, CSS and bundles.
  compiler: {
    styledComponents: { displayName: process.env.NODE_ENV !== 'production', minify: true, pure: true },
  },
  // ESM-only packages are listed so next/jest compiles them for Jest's CommonJS too.
  transpilePackages: [
    '@travel/config',
    '@portabletext/react',
    '@portabletext/toolkit',
    '@portabletext/types',
    // The tailor-made wizard's rich-text editor.
    'squire-rte',
    // Draft preview from the Studio's Presentation tool (src/server/preview/studioPreview.ts).
    '@sanity/preview-url-secret',
  ],
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
  // The embedded dataset is read at run time, so the serverless bundles of the routes that import
  // the content source must carry it; scripts/outputFileTracing.test.ts computes those routes
  // from the import graph and names any missing here.
  outputFileTracingIncludes: {
    '/_sites/[site]/[[...slug]]': [SEED_DATASET],
    '/_error': [SEED_DATASET],
    '/api/admin/deliveries/[id]/retry': [SEED_DATASET],
    '/api/admin/forms': [SEED_DATASET],
    '/api/admin/submissions': [SEED_DATASET],
    '/api/admin/submissions/[id]': [SEED_DATASET],
    '/api/admin/submissions/counts': [SEED_DATASET],
    '/api/admin/submissions/report': [SEED_DATASET],
    '/api/admin/submissions/report.csv': [SEED_DATASET],
    '/api/admin/submissions.csv': [SEED_DATASET],
    '/api/cron/deliver': [SEED_DATASET],
    '/api/form-submissions': [SEED_DATASET],
    '/api/forms/[form]': [SEED_DATASET],
    '/api/revalidate': [SEED_DATASET],
    '/api/tailorMade': [SEED_DATASET],
    '/api/tailorMade/locations': [SEED_DATASET],
    '/api/tailorMade/countries': [SEED_DATASET],
    '/api/seo/robots': [SEED_DATASET],
    '/api/seo/sitemap': [SEED_DATASET],
    // The upload routes read the brand's operations email (uploads/siteQuota.ts).
    '/api/uploads/[upload]': [SEED_DATASET],
    '/api/uploads/[upload]/[file]': [SEED_DATASET],
    '/api/uploads/[upload]/passes': [SEED_DATASET],
    // A seed image cut to an editor's crop (src/server/content/seedImage.ts).
    '/api/seed-image': [SEED_DATASET, '../studio/seed/images/*'],
  },
  webpack(config: WebpackConfig, { isServer, webpack }: { isServer: boolean; webpack: WebpackNamespace }) {
    const fontFiles = preloadedFontFiles()
    config.plugins.push(new webpack.DefinePlugin({ [BRAND_FONT_PRELOADS]: JSON.stringify(fontFiles) }))
    if (!isServer) {
      withoutClientMiddlewareMatching(config)
      islandCodeOnce(config)
      config.plugins.push(
        new NoServerCodeInBrowser(),
        new PreloadedFontsEmitted(fontFiles),
        new CompiledAsTheyLoad(webpack),
      )
      config.optimization.moduleIds = false
      config.plugins.push(new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true }))
    }
    return config
  },
  async headers() {
    const options = {
      recaptcha: Boolean(
        process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY || process.env.NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY,
      ),
      development: process.env.NODE_ENV !== 'production',
      studioOrigin: studioOrigin(process.env),
      sanityAssets: sanityAssetPaths(process.env),
    }
    const viewerPolicy = contentSecurityPolicy(options, 'brochureViewer')
    const previewPolicy = contentSecurityPolicy(options, 'preview')
    return [
      { source: '/:path*', headers: securityHeaders(options) },
      ...(options.studioOrigin
        ? [
            {
              source: '/:path*',
              has: [{ type: 'cookie' as const, key: DRAFT_MODE_COOKIE }],
              headers: [{ key: 'Content-Security-Policy', value: previewPolicy }],
            },
          ]
        : []),
      // Of two rules that set one header on a path, Next sends the later one's.
      { source: BROCHURE_VIEWER, headers: [{ key: 'Content-Security-Policy', value: viewerPolicy }] },
    ]
  },
  images: {
    remotePatterns: [...sanityImagePatterns(process.env), ...warehouseImageSettings.remotePatterns],
    dangerouslyAllowLocalIP: warehouseImageSettings.dangerouslyAllowLocalIP,
    localPatterns: [
      { pathname: '/_seed/images/**', search: '' },
      // A cropped seed image: its file and rect in the query (src/site/cmsImageSource.ts).
      { pathname: '/api/seed-image' },
    ],
  },
}

export default nextConfig
