import { startSandbox, type Sandbox } from '../../../scripts/sandbox/server'

/**
 * The sandbox back office for a test file: started before its tests, named by SANDBOX_URL (the
 * upstream clients send unset URLs there), emptied of recorded requests and injected failures
 * before each test, and stopped after. Returns its URL's getter.
 */
export function sandboxForThisFile(): () => string {
  let sandbox: Sandbox | undefined
  const previousSandboxUrl = process.env.SANDBOX_URL
  beforeAll(async () => {
    sandbox = await startSandbox()
    process.env.SANDBOX_URL = sandbox.url
  })
  afterAll(async () => {
    process.env.SANDBOX_URL = previousSandboxUrl
    await sandbox?.close()
  })
  beforeEach(async () => {
    await fetch(`${url()}/__sandbox/requests`, { method: 'DELETE' })
    await fetch(`${url()}/__sandbox/fail`, { method: 'DELETE' })
  })
  function url(): string {
    if (!sandbox) throw new Error('The sandbox starts before the tests')
    return sandbox.url
  }
  return url
}
