import fs from 'node:fs'
import path from 'node:path'
import * as parser from '@typescript-eslint/parser'
import { Linter } from 'eslint'
import { hydration, hydrationRules } from './hydrationRules.mjs'
import { lintInRepository } from './repositoryLint'

const ROOT = path.join(__dirname, '..', '..')
const FIXTURES = path.join(__dirname, 'fixtures')

/** The fixture's own web source: a static Quote block, an island Poll block, a layout with a static footer. */
const SETTINGS = {
  hydration: {
    sourceRoot: 'src',
    alias: { '@/': 'src/' },
    blocks: 'src/blocks',
    pageProviders: 'src/hydration/PageProviders.tsx',
    notFollowed: ['src/hydration/'],
    pages: 'pages',
  },
}

/** What the hydration rules say about a fixture file: `line rule: message`. */
function lint(file: string): string[] {
  const linter = new Linter({ cwd: FIXTURES })
  const filename = path.join(FIXTURES, 'src', file)
  const messages = linter.verify(
    fs.readFileSync(filename, 'utf8'),
    [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { hydration },
        rules: hydrationRules,
        settings: SETTINGS,
      },
    ],
    filename,
  )
  return messages.map(({ line, ruleId, message }) => `${line} ${ruleId}: ${message}`)
}

describe('the hydration rules (docs/hydration.md)', () => {
  it("refuse a handler and state in a file a static block's component imports, saying what to do", () => {
    const messages = lint('ui/ShareButton.tsx')
    expect(messages.map((message) => message.slice(0, message.indexOf(':')))).toEqual([
      '4 hydration/no-script-in-static-parts',
      '6 hydration/no-script-in-static-parts',
    ])
    expect(messages[0]).toContain('`useState` never runs on the first page load')
    expect(messages[1]).toContain('`onClick` never runs on the first page load')
    expect(messages[1]).toContain('(blocks/Quote/block.ts → blocks/Quote/Quote.tsx → ui/ShareButton.tsx)')
    expect(messages[1]).toContain("Make the block an island (hydration: 'island' in its block.ts")
  })

  it('refuse effects and handlers in a component rendered inside <StaticHtml> (the footer)', () => {
    expect(lint('layout/Footer.tsx')).toEqual([
      expect.stringMatching(
        /^4 hydration\/no-script-in-static-parts: `useEffect` .*\(layout\/SiteLayout.tsx → layout\/Footer.tsx\)/,
      ),
      expect.stringMatching(/^7 hydration\/no-script-in-static-parts: `onMouseEnter`/),
    ])
  })

  it("let a static block read the site and render links; let an island's form have state and handlers", () => {
    expect(lint('blocks/Text/Text.tsx')).toEqual([])
    expect(lint('blocks/Quote/Quote.tsx')).toEqual([])
    expect(lint('blocks/Poll/PollForm.tsx').filter((message) => message.includes('static-parts'))).toEqual([])
  })

  it('refuse useId in an island, and a context PageProviders does not give it, or an App Router hook', () => {
    const messages = lint('blocks/Poll/PollForm.tsx')
    expect(messages).toEqual([
      expect.stringMatching(
        /^2 hydration\/island-contexts: next\/navigation's hooks .* Use next\/router's useRouter/,
      ),
      expect.stringMatching(
        /^8 hydration\/no-use-id-in-islands: useId .* \(blocks\/Poll\/Poll.tsx → blocks\/Poll\/PollForm.tsx\).* Build the id from the form's name or the block's _key/,
      ),
      expect.stringMatching(
        /^10 hydration\/island-contexts: `LayoutContext` is not in PageProviders: .* Add a page-wide context to PageProviders and nowhere else, or provide this one inside the island/,
      ),
    ])
  })

  it('let an island read a context it provides itself', () => {
    expect(lint('blocks/Poll/PollChoices.tsx')).toEqual([])
  })

  it("are on in the repository's lint for web's source: a handler added to a static block is refused", async () => {
    const file = 'web/src/blocks/IconStrip/IconStrip.tsx'
    const source = fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .replace(/\n$/, '\nexport const Dead = () => <button onClick={() => undefined}>Share</button>\n')
    const messages = await lintInRepository(file, source)
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: 'hydration/no-script-in-static-parts',
        message: expect.stringContaining('(blocks/IconStrip/block.ts → blocks/IconStrip/IconStrip.tsx)'),
      }),
    ])
  }, 120_000)
})
