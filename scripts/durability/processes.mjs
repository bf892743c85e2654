// The processes the checks (check:durability, check:scale) start and stop.
import { execFileSync, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const webDir = path.join(root, 'web')

/** `next start` of web/.next as one process, so SIGKILL ends the server itself. */
export function startNext(port, env) {
  const nextBin = createRequire(path.join(webDir, 'package.json')).resolve('next/dist/bin/next')
  return spawn(process.execPath, [nextBin, 'start', '--port', String(port)], {
    cwd: webDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/** The sandbox back office on `port` (`env` adds to its environment); resolves once it answers. */
export async function startSandbox(port, env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/sandbox/main.ts'], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitFor(
    'the sandbox answering',
    async () => (await fetch(`http://127.0.0.1:${port}/__sandbox/health`)).ok,
  )
  return child
}

/** Resolves once `check` resolves true (a rejection counts as not yet); throws after `timeoutMs`. */
export async function waitFor(what, check, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check().catch(() => false)) return
    await sleep(200)
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`)
}

/** Resolves once the process has exited. */
export function stopped(child) {
  return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
}

/** A value the tests' helpers in web/src/testing make (an expression of `testing`), read through tsx. */
function fromWebTesting(expression) {
  const source = `const testing = { ...require('./src/testing/tailorMade.ts'), ...require('./src/testing/formBodies.ts') }
process.stdout.write(JSON.stringify(${expression}))`
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '--eval', source], { cwd: webDir, encoding: 'utf8' }),
  )
}

/** The tests' complete tailor-made request (web/src/testing/tailorMade.ts), as the wizard posts it today. */
export function validTailorMadeAnswers() {
  return fromWebTesting('testing.aValidTailorMadeBody()')
}

/**
 * A brochure the seed's tours brochure request offers at any moment (web/src/testing/formBodies.ts):
 * its select offers the brand's current brochures, by title.
 */
export function offeredBrochure() {
  return fromWebTesting('testing.ALWAYS_OFFERED_BROCHURE')
}
