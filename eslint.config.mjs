import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import { hydration, hydrationRules } from './scripts/eslint/hydrationRules.mjs'

/** Next's internals are reached from one module, so an upgrade of next has one place to check. */
const NEXT_INTERNALS_MODULE = 'web/src/hydration/nextInternals.ts'
/** The same, for tests: the pieces of Next's server a test strings together (draft preview). */
const NEXT_SERVER_TESTING_MODULE = 'web/src/testing/nextServer.ts'
const NEXT_INTERNALS = {
  group: ['next/dist/*'],
  message: "Next's internals are not a public API: reach them through web/src/hydration/nextInternals.ts.",
}

/** A block is reached through its block.ts, which the generated registry lists (docs/adding-a-block.md). */
const BLOCK_INTERNALS = {
  group: ['@/blocks/*/*', '!@/blocks/*/block'],
  message:
    "A block's folder is its own: pages render blocks with <Blocks>, which finds each through its block.ts (docs/adding-a-block.md).",
}

const SERVER_ONLY = {
  group: [
    'node:*',
    'better-sqlite3',
    'pg',
    'kysely',
    'groq-js',
    'rate-limiter-flexible',
    'sanitize-html',
    'busboy',
    'file-type',
    'file-type/node',
  ],
  message: 'Server-only: it belongs in web/src/server/.',
}

/** A form is its fields and texts on the form kit (docs/adding-a-form.md): what it repeats is there. */
const FORM_KIT_MODULES = 'web/src/forms/kit/**'
const FORM_KIT = [
  {
    name: 'react-hook-form',
    importNames: ['useForm'],
    message: 'A form uses the form kit: useSubmissionForm (web/src/forms/kit/) holds react-hook-form.',
  },
  {
    name: '@/machines/formSubmission.machine',
    importNames: ['formSubmissionMachine'],
    message: 'A form uses the form kit: useSubmissionForm (web/src/forms/kit/) runs the submission machine.',
  },
  {
    name: '@/server/submissions/submissionRoute',
    importNames: ['submissionRoute'],
    message:
      "A form is declared (declareForm, in its folder's declaration.ts, which npm run generate lists) and served by serveForm (web/src/server/forms/formRoutes.ts).",
  },
  {
    name: '@/forms/postForm',
    importNames: ['submitTo'],
    message: 'A form uses the form kit: useSubmissionForm (web/src/forms/kit/) posts to its route.',
  },
]

/**
 * A form's address is formPath(name), from its declaration's name: a hand-typed one
 * (`fetch('/api/forms/contcat')`) posts to no form. The route's own pattern (`/api/forms/[form]`,
 * as next.config.ts names the route) is not an address. esquery's regex takes no `/`: \x2F is one.
 */
const FORM_ADDRESS = String.raw`\x2Fapi\x2Fforms\x2F(?!\[)`
const FORM_ADDRESS_MESSAGE =
  "Use formPath(name) from web/src/forms/formPath.ts: a form's address comes from its declared name, never typed by hand (a typo posts to no form)."
const FORM_ADDRESSES = {
  'no-restricted-syntax': [
    'error',
    { selector: `Literal[value=/${FORM_ADDRESS}/]`, message: FORM_ADDRESS_MESSAGE },
    { selector: `TemplateElement[value.raw=/${FORM_ADDRESS}/]`, message: FORM_ADDRESS_MESSAGE },
  ],
}

const config = [
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/.sanity/**',
      'web/public/**',
      'web/next-env.d.ts',
      'web/src/content/sanity.types.ts',
      'test-results/**',
      'playwright-report/**',
      '.e2e/**',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    settings: {
      next: { rootDir: 'web/' },
      // Resolves web's `@/` alias, so the import rules below see through it.
      'import/resolver': { typescript: { project: ['web/tsconfig.json', 'scripts/tsconfig.json'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `{...} as T` hides a missing or misspelt field: declare `const x: T = {...}` instead. A
      // literal passed straight to a function (a test's stand-in for a framework object) may be.
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'allow-as-parameter' },
      ],
    },
  },
  {
    // XState's own way to type a machine: `types: { context: {} as Context, ... }` (setup()).
    files: ['**/*.machine.ts', '**/*.machine.test.ts'],
    rules: { '@typescript-eslint/consistent-type-assertions': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: [NEXT_INTERNALS_MODULE, NEXT_SERVER_TESTING_MODULE],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NEXT_INTERNALS, BLOCK_INTERNALS], paths: FORM_KIT }],
    },
  },
  {
    // Browser code: everything in web/src outside server/ (and tests). Pages may import server
    // code for their data functions (Next keeps those out of the browser build), and the
    // browser build fails if server code reaches it anyway (web/next.config.ts).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/server/**', 'web/src/testing/**', '**/*.test.{ts,tsx}', NEXT_INTERNALS_MODULE],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './web/src',
              from: './web/src/server',
              message:
                'Browser code may not import server-only code: move what both need out of web/src/server/.',
            },
            { target: './web/src', from: './web/src/testing', message: 'Test helpers are for tests only.' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_ONLY,
            // This rule's setting replaces the one above for browser code: it keeps them.
            NEXT_INTERNALS,
            BLOCK_INTERNALS,
          ],
          paths: FORM_KIT,
        },
      ],
    },
  },
  {
    // Production code reaches a form by formPath (tests and e2e specs post to the route's path on
    // purpose, and check the address a form posts to).
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/src/forms/formPath.ts', '**/*.test.{ts,tsx}', 'web/src/testing/**', 'web/e2e/**'],
    rules: FORM_ADDRESSES,
  },
  {
    // The rules of docs/hydration.md that lint can check: no handlers, state or effects in a static
    // part's tree, no useId in an island, no context an island is not given (scripts/eslint/).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { hydration },
    rules: hydrationRules,
  },
  {
    // The form routes: the same rules, but for the submission route they serve every form with.
    files: ['web/src/server/forms/formRoutes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NEXT_INTERNALS, BLOCK_INTERNALS] }],
    },
  },
  {
    // The kit itself: the same rules, but for what it alone may use.
    files: [FORM_KIT_MODULES],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_ONLY, NEXT_INTERNALS, BLOCK_INTERNALS] }],
    },
  },
]

export default config
