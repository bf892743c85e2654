// The sandbox back office (scripts/sandbox) for the length of one piece of work: a production
// build reads back-office data at build time (the wizard's countries, warehouse call 6), and
// production settings name no back office unless SANDBOX_URL does.
import { spawn } from 'node:child_process'
import { once } from 'node:events'

const STARTUP_TIMEOUT_MS = 30_000

/**
 * Starts the sandbox on `port` (0, the default: any free port, so a sandbox already running for
 * `npm run dev` or the e2e tests is left alone), runs `work(env)` with `env` the variables that
 * send a build's back-office calls to it, and stops it when the work ends, however it ends.
 * The warehouse URL is blanked ('' reads as unset, and Next's .env files do not override a set
 * variable): the build's data is the sandbox's whatever the shell says.
 */
export async function withSandbox(root, work, { port = 0 } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/sandbox/main.ts'], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // Settles on exit; a failed spawn is reported by sandboxUrl.
  const exited = once(child, 'exit').catch(() => undefined)
  try {
    const url = await sandboxUrl(child)
    return await work({ SANDBOX_URL: url, WAREHOUSE_API_URL: '' })
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
  }
}

/** The URL the sandbox prints once it listens (scripts/sandbox/main.ts). */
function sandboxUrl(child) {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => fail(new Error('The sandbox did not start within 30 s')),
      STARTUP_TIMEOUT_MS,
    )
    const onData = (chunk) => {
      output += chunk
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (url) settle(() => resolve(url))
    }
    const onExit = (code) => fail(new Error(`The sandbox exited (${code}) before it listened`))
    function settle(then) {
      clearTimeout(timer)
      child.stdout.off('data', onData)
      child.off('exit', onExit)
      child.off('error', fail)
      // Keep draining what it prints, or a full pipe would stall it.
      child.stdout.resume()
      then()
    }
    function fail(error) {
      settle(() => reject(error))
    }
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', onData)
    child.on('exit', onExit)
    child.on('error', fail)
  })
}
