// Starts the production build for the e2e tests on a private copy of the embedded dataset
// (CONTENT_DATASET_PATH), so a test may edit content without touching studio/seed/, on an
// empty submissions store, and with none of the shell's database, upstream or secret settings.
import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { e2eServerEnvironment } from './e2eServerEnv.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const target = process.env.CONTENT_DATASET_PATH
if (!target) throw new Error('CONTENT_DATASET_PATH must name the dataset copy to serve')

mkdirSync(path.dirname(target), { recursive: true })
copyFileSync(path.join(root, 'studio', 'seed', 'dataset.ndjson'), target)
// Every run starts with an empty submissions store (the uploads are kept there too).
const store = process.env.SUBMISSIONS_SQLITE_PATH
if (store) for (const suffix of ['', '-wal', '-shm']) rmSync(`${store}${suffix}`, { force: true })

const dummySecrets = JSON.parse(
  readFileSync(path.join(root, 'web', 'e2e', 'helpers', 'dummySecrets.json'), 'utf8'),
)
const next = spawn('npx', ['next', 'start', '--port', process.env.PORT ?? '3100'], {
  cwd: path.join(root, 'web'),
  stdio: 'inherit',
  env: e2eServerEnvironment(process.env, dummySecrets),
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal))
next.on('exit', (code) => process.exit(code ?? 0))
