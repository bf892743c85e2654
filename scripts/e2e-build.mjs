// Builds the site for the e2e tests with dummy values for every secret in the environment,
// so web/e2e/secrets.spec.ts can prove none of them is compiled into what browsers load.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const secrets = JSON.parse(
  readFileSync(path.join(root, 'web', 'e2e', 'helpers', 'dummySecrets.json'), 'utf8'),
)

const { status } = spawnSync('npm', ['run', 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...secrets, SANITY_PROJECT_ID: '' },
})
process.exit(status ?? 1)
