// `npm run recipe:check` (in `npm test`): follows docs/adding-a-block.md and docs/adding-a-form.md
// with their own examples, a scratch `pullQuote` block and a scratch `callback` form, in a
// throwaway git worktree of HEAD (the work tree is never touched): writes the files each recipe
// lists (each recipe's code where it gives a whole file), runs `npm run generate`, and fails
// unless the files that changed are exactly the ones the recipe names, hand-written and generated.
// It checks which files a recipe touches, not that they compile: tsc and the tests do that on the
// examples' models. Not made here: the insert-menu picture (a browser on a server).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.join(__dirname, '..')

type Recipe = {
  doc: string
  /** The hand-written files: path -> text, or an edit of the file as it is. */
  written: Record<string, string | ((text: string) => string)>
  /** What `npm run generate` rewrites for it. */
  generated: string[]
}

/** The code the recipe gives for a whole file: the fence after its step's `**Title**: \`path\``. */
function recipeCode(doc: string, file: string): string {
  const text = readFileSync(path.join(root, doc), 'utf8')
  const step = text.indexOf(`**: \`${file}\``)
  const fence = /```tsx?\n([\s\S]*?)\n\s*```/.exec(text.slice(step))
  if (step === -1 || !fence) throw new Error(`${doc} gives no code for ${file} after its step's title`)
  const lines = (fence[1] ?? '').split('\n')
  const indent = Math.min(...lines.filter(Boolean).map((line) => line.match(/^ */)![0].length))
  return `${lines.map((line) => line.slice(indent)).join('\n')}\n`
}

/** An edit that puts `added` after the line of the file that includes `anchor`. */
const after = (anchor: string, added: string) => (text: string) => {
  if (!text.includes(anchor)) throw new Error(`no "${anchor}" to add after`)
  const at = text.indexOf('\n', text.indexOf(anchor))
  return `${text.slice(0, at + 1)}${added}\n${text.slice(at + 1)}`
}

/** An edit that puts `added` at the top of the file. */
const first = (added: string) => (text: string) => `${added}\n${text}`

const BLOCK_DOC = 'docs/adding-a-block.md'
const blockLists = [
  'web/src/blocks/blocks.generated.ts',
  'web/src/content/blocksProjection.generated.ts',
  'studio/schemas/blocks/pageBlocks.generated.ts',
]
const typesAndSeed = ['studio/schema.json', 'web/src/content/sanity.types.ts', 'studio/seed/dataset.ndjson']

const block: Recipe = {
  doc: BLOCK_DOC,
  written: {
    'studio/schemas/blocks/pullQuote.ts': recipeCode(BLOCK_DOC, 'studio/schemas/blocks/pullQuote.ts'),
    'studio/schemas/fields/blockMenu.ts': after(
      "webinarForm: { group: 'forms'",
      "  pullQuote: { group: 'text', brands: EVERY_BRAND },",
    ),
    'web/src/blocks/PullQuote/block.ts': recipeCode(BLOCK_DOC, 'web/src/blocks/PullQuote/block.ts'),
    'web/src/blocks/PullQuote/PullQuote.tsx': recipeCode(BLOCK_DOC, 'web/src/blocks/PullQuote/PullQuote.tsx'),
    'web/src/blocks/PullQuote/PullQuote.test.tsx': recipeCode(
      BLOCK_DOC,
      'web/src/blocks/PullQuote/PullQuote.test.tsx',
    ),
    'studio/seed/documents/tours/page-tours-about-us.ts': after(
      'blocks: [',
      "    { _key: 'pull-quote', _type: 'pullQuote', quote: 'We still plan every trip as if we were going ourselves.', author: 'Anna Reid, founder' },",
    ),
  },
  generated: [...blockLists, ...typesAndSeed],
}

const FORM_DOC = 'docs/adding-a-form.md'
const webinarBlock = (text: string) =>
  text
    .replaceAll('webinar', 'callback')
    .replaceAll('Webinar', 'Callback')
    .replace(/\s*place=\{[^}]*\}\}/, '')
    .replace(', "page": ^._id', '')

const form: Recipe = {
  doc: FORM_DOC,
  written: {
    'web/src/forms/callback/schema.ts': recipeCode(FORM_DOC, 'web/src/forms/callback/schema.ts'),
    'web/src/forms/callback/CallbackForm.tsx': recipeCode(
      FORM_DOC,
      'web/src/forms/callback/CallbackForm.tsx',
    ),
    'web/src/server/forms/callback/declaration.ts': recipeCode(
      FORM_DOC,
      'web/src/server/forms/callback/declaration.ts',
    ),
    'web/src/server/delivery/callbackBody.ts': recipeCode(
      FORM_DOC,
      'web/src/server/delivery/callbackBody.ts',
    ),
    'web/src/server/delivery/storedPayloads.ts': (text) =>
      `${first("import { callbackFieldsSchema } from '@/forms/callback/schema'")(text)}\n` +
      '/** A call-back request: the fields as posted. */\n' +
      'export const storedCallbackSchema = callbackFieldsSchema\n',
    'web/src/server/delivery/deliveryTargets.ts': (text) =>
      after(
        'export const deliveryTargets = {',
        "  'cms-store.callback': target<CallbackValues>(storedCallbackSchema, (payload, { site, idempotencyKey }) =>\n" +
          '    cmsStoreClient(site).store(callbackBody(payload), { idempotencyKey }),\n  ),',
      )(
        first(
          "import { callbackBody } from './callbackBody'\n" +
            "import { storedCallbackSchema } from './storedPayloads'\n" +
            "import type { CallbackValues } from '@/forms/callback/schema'",
        )(text),
      ),
    'web/src/testing/formBodies.ts': after(
      'const bodies: {',
      "  callback: { site: 'tours', body: { name: 'Ann Lee', email: 'a@b.co', phone: '0412 345 678', ...captcha } },",
    ),
    'web/src/forms/callback/callback.test.ts': "import { callbackFieldsSchema } from './schema'\n",
    'web/e2e/callback.spec.ts': "import { test } from '@playwright/test'\n",
    'studio/schemas/blocks/callbackForm.ts': () =>
      webinarBlock(readFileSync(path.join(root, 'studio/schemas/blocks/webinarForm.ts'), 'utf8')),
    'studio/schemas/fields/blockMenu.ts': after(
      "webinarForm: { group: 'forms'",
      "  callbackForm: { group: 'forms', brands: EVERY_BRAND },",
    ),
    'web/src/blocks/CallbackForm/block.ts': () =>
      webinarBlock(readFileSync(path.join(root, 'web/src/blocks/WebinarForm/block.ts'), 'utf8')),
    'web/src/blocks/CallbackForm/CallbackFormBlock.tsx': () =>
      webinarBlock(readFileSync(path.join(root, 'web/src/blocks/WebinarForm/WebinarFormBlock.tsx'), 'utf8')),
    'studio/seed/documents/tours/page-tours-callback.ts': () =>
      webinarBlock(
        readFileSync(path.join(root, 'studio/seed/documents/tours/page-tours-webinar.ts'), 'utf8'),
      ).replace("_key: 'wb7t0urs'", "_key: 'cb7t0urs'"),
  },
  generated: [
    ...blockLists,
    'web/src/server/forms/declarations.generated.ts',
    'web/src/forms/formNames.generated.ts',
    ...typesAndSeed,
  ],
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' })

/** The installed packages, shared with the worktree: each workspace's node_modules (links). */
const MODULES = ['.', 'web', 'studio', 'config'].map((folder) => path.join(folder, 'node_modules'))

/** Every file the work tree changed or added, from its root (not the links to the packages). */
function changedFiles(tree: string): string[] {
  return git(tree, 'status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
    .filter((file) => !MODULES.includes(file))
    .sort()
}

/** Follows one recipe in the worktree, then puts the worktree back; what went wrong, if anything. */
function follow(tree: string, recipe: Recipe): string[] {
  const started = Date.now()
  try {
    for (const [file, content] of Object.entries(recipe.written)) {
      const target = path.join(tree, file)
      mkdirSync(path.dirname(target), { recursive: true })
      const before = existsSync(target) ? readFileSync(target, 'utf8') : ''
      writeFileSync(target, typeof content === 'string' ? content : content(before))
    }
    execFileSync('npm', ['run', 'generate'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] })
    const changed = changedFiles(tree)
    const doc = readFileSync(path.join(root, recipe.doc), 'utf8')
    const expected = [...Object.keys(recipe.written), ...recipe.generated]
    const problems = [
      ...changed
        .filter((file) => !doc.includes(`\`${file}\``))
        .map((file) => `${recipe.doc}: following it changed ${file}, which it does not name`),
      ...expected
        .filter((file) => !changed.includes(file))
        .map((file) => `${recipe.doc}: ${file} should change and did not`),
    ]
    console.log(
      `${recipe.doc}: ${changed.length} files changed (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    )
    return problems
  } finally {
    git(tree, 'checkout', '--', '.')
    git(tree, 'clean', '-fdq', '--exclude=node_modules')
  }
}

function main(): void {
  const tree = path.join(mkdtempSync(path.join(os.tmpdir(), 'recipe-check-')), 'repo')
  git(root, 'worktree', 'add', '--detach', '--quiet', tree, 'HEAD')
  try {
    for (const modules of MODULES) {
      if (existsSync(path.join(root, modules)))
        symlinkSync(path.join(root, modules), path.join(tree, modules), 'dir')
    }
    const problems = [block, form].flatMap((recipe) => follow(tree, recipe))
    for (const problem of problems) console.error(problem)
    if (problems.length > 0) process.exitCode = 1
  } finally {
    git(root, 'worktree', 'remove', '--force', tree)
    rmSync(path.dirname(tree), { recursive: true, force: true })
  }
}

main()
