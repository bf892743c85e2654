import path from 'node:path'
import type { Config } from 'jest'
import nextJest from 'next/jest.js'

const createWebConfig = nextJest({ dir: path.join(__dirname, 'web') })

/**
 * ESM-only packages the web uses (file-type and what it imports, @sanity/image-url): jest runs CommonJS, so it
 * compiles them as it compiles ours. next/jest's own pattern skips every other node_modules file.
 */
const ESM_ONLY = [
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  '@borewit',
  'uint8array-extras',
  // The oracle of the CMS images' crop rect (src/site/cmsImageSource.test.ts).
  '@sanity/image-url',
  // What @sanity/client's browser build (jsdom's pick) requires: its stega cleaner reaches the
  // form tests through server/content/publishWindows.ts.
  'nanoid',
]

function compilingEsmOnly(config: Config): Config {
  const [nodeModules, ...rest] = config.transformIgnorePatterns ?? []
  if (!nodeModules?.startsWith('/node_modules/'))
    throw new Error('next/jest changed its transformIgnorePatterns')
  const skipped = nodeModules.replace('/node_modules/', `/node_modules/(?!(${ESM_ONLY.join('|')})/)`)
  return { ...config, transformIgnorePatterns: [skipped, ...rest] }
}

const shared = {
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
}

async function config(): Promise<Config> {
  const web = await createWebConfig({
    ...shared,
    displayName: 'web',
    rootDir: path.join(__dirname, 'web'),
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: [path.join(__dirname, 'web', 'jest.setup.ts')],
    // web/tsconfig.json's alias for web/src.
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  })()
  const node = await createWebConfig({
    ...shared,
    displayName: 'node',
    rootDir: __dirname,
    roots: ['<rootDir>/config', '<rootDir>/scripts'],
    testEnvironment: 'node',
    // Scripts that read web modules (the block declarations) resolve its alias too.
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/web/src/$1' },
  })()
  return {
    // Two cores: keep one free for the servers the tests start.
    maxWorkers: 2,
    // Tests that walk a form through many steps take 1-2 s alone and many times that while a
    // build, a browser test or another busy process shares the two cores: 15 s still failed
    // some on a busy machine (issue 45). A test waits for its condition as long as it takes;
    // this only ends one that never gets there. Testing Library's waits (findBy…, waitFor) get
    // half of it (web/jest.setup.ts), so a wait that fails says what it waited for first.
    // A global option: a project's own testTimeout is ignored.
    testTimeout: 60_000,
    projects: [
      { ...compilingEsmOnly(web), testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
      // The form declarations (scripts/generate-forms.ts) reach file-type through the career form.
      { ...compilingEsmOnly(node), testMatch: ['**/*.test.ts'] },
    ],
  }
}

export default config
