import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { requestsFor } from './helpers/sandbox'
import { E2E_SANDBOX_URL, E2E_SUBMISSIONS_DB, e2eServerEnv } from './helpers/server'

const PORT = 3101
const webDir = path.join(__dirname, '..')
const store = E2E_SUBMISSIONS_DB.replace(/\.sqlite$/, '-durability.sqlite')

/** `next start` as a single process, so SIGKILL ends the server itself. */
function startServer(sandboxUrl: string): ChildProcess {
  return spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'start', '--port', String(PORT)], {
    cwd: webDir,
    // A clean environment: the test runner's own (NODE_OPTIONS hooks and all) must not leak in.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      ...e2eServerEnv,
      PORT: String(PORT),
      SUBMISSIONS_SQLITE_PATH: store,
      SANDBOX_URL: sandboxUrl,
    },
    stdio: 'ignore',
  })
}

async function waitUntilUp() {
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${PORT}/robots.txt`).catch(() => null))?.status, {
      timeout: 30_000,
    })
    .toBe(200)
}

test('a submission acknowledged right before the server is killed (-9) is delivered after a restart', async ({
  request,
}) => {
  test.setTimeout(90_000)
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${store}${suffix}`, { force: true })
  // First life: the passenger portal cannot be reached, so nothing can be delivered yet.
  const first = startServer('http://127.0.0.1:9')
  let second: ChildProcess | undefined
  try {
    await waitUntilUp()
    const email = `durable.${Date.now()}@example.com`
    const response = await request.post(`http://localhost:${PORT}/api/forms/contact`, {
      headers: { 'content-type': 'application/json', host: `cruises.localhost:${PORT}` },
      data: JSON.stringify({
        title: 'Dr',
        firstName: 'Ines',
        lastName: 'Moreau',
        phoneCountry: 'AU',
        phoneNumber: '0412 345 678',
        email,
        message: 'Sent just before the lights went out.',
        captchaToken: 'test-captcha-token',
      }),
    })
    expect(response.status()).toBe(201)
    first.kill('SIGKILL')
    await new Promise((resolve) => first.once('exit', resolve))

    second = startServer(E2E_SANDBOX_URL)
    await waitUntilUp()
    // Its first life may have claimed the delivery just before dying: the claim lapses first.
    const [delivered] = await requestsFor('passenger-portal.contact-us', email, 1, 40_000)
    expect(delivered!.status).toBe(200)
    expect(delivered!.headers['company-code']).toBe('TWC-AU')
    expect(delivered!.body).toMatchObject({ firstName: 'Ines', email })
  } finally {
    first.kill('SIGKILL')
    second?.kill('SIGTERM')
  }
})
