// Builds the site for the e2e tests with dummy values for every secret in the environment,
// so web/e2e/secrets.spec.ts can prove none of them is compiled into what browsers load. The
// sandbox back office runs for the build (pages read the wizard's countries from its warehouse);
// Playwright starts its own for the tests, with the same data.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withSandbox } from './withSandbox.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const secrets = JSON.parse(
  readFileSync(path.join(root, 'web', 'e2e', 'helpers', 'dummySecrets.json'), 'utf8'),
)

// The sandbox listens where the e2e tests' will (web/e2e/helpers/server.ts: E2E_SANDBOX_PORT,
// 4110): pages built now hold the warehouse's photo addresses on its origin, and the tests'
// server lets its image optimiser fetch from that origin only.
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4110)

const status = await withSandbox(
  root,
  async (sandboxEnv) => {
    const build = spawn('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      // Links between sites lead to http://<site>.localhost:<the e2e port>, where the tests serve them,
      // and product links to the tests' sandbox, which stands in for every brand's booking site.
      env: {
        ...process.env,
        ...secrets,
        ...sandboxEnv,
        SANITY_PROJECT_ID: '',
        // Draft previews may be framed by this Studio (web/e2e/helpers/server.ts: E2E_STUDIO_URL).
        SANITY_STUDIO_URL: 'https://studio.example.com',
        NEXT_PUBLIC_LOCAL_SITES_PORT: process.env.E2E_PORT ?? '3100',
        NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN: `http://127.0.0.1:${sandboxPort}`,
      },
    })
    const [code] = await once(build, 'exit')
    return code
  },
  { port: sandboxPort },
)
process.exit(status ?? 1)
