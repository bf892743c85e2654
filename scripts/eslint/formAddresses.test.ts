import { lintInRepository } from './repositoryLint'

// The repository's lint (eslint.config.mjs) on a form address typed by hand: web's code reaches a
// form by formPath(name) (web/src/forms/formPath.ts), which a misspelt name cannot pass tsc.
const HAND_TYPED = [
  "export const sendTypo = (body: string) => fetch('/api/forms/contcat', { method: 'POST', body })",
  'export const sendTo = (name: string) => fetch(`/api/forms/${name}`, { method: "POST" })',
  // next.config.ts names the route by its file's pattern: not an address.
  "export const ROUTE = '/api/forms/[form]'",
  '',
].join('\n')

/** What the repository's lint says about `source` as the file `file`: `line rule: message`. */
const lint = async (file: string, source: string) =>
  (await lintInRepository(file, source)).map(({ line, ruleId, message }) => `${line} ${ruleId}: ${message}`)

describe('lint on a form address typed by hand', () => {
  it("refuses it in web's code, a string or a template, and says to use formPath", async () => {
    const messages = await lint('web/src/forms/contact/sendContact.ts', HAND_TYPED)
    expect(messages).toEqual([
      expect.stringMatching(
        /^1 no-restricted-syntax: Use formPath\(name\) from web\/src\/forms\/formPath.ts/,
      ),
      expect.stringMatching(
        /^2 no-restricted-syntax: Use formPath\(name\) from web\/src\/forms\/formPath.ts/,
      ),
    ])
  }, 120_000)

  it('lets a test post to the route by its path, as a browser does', async () => {
    expect(await lint('web/src/forms/contact/sendContact.test.ts', HAND_TYPED)).toEqual([])
  }, 120_000)
})
