// Starts the production build for the e2e tests on a private copy of the embedded dataset
// (CONTENT_DATASET_PATH), so a test may edit content without touching studio/seed/, and on an
// empty submissions store.
import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const target = process.env.CONTENT_DATASET_PATH
if (!target) throw new Error('CONTENT_DATASET_PATH must name the dataset copy to serve')

mkdirSync(path.dirname(target), { recursive: true })
copyFileSync(path.join(root, 'studio', 'seed', 'dataset.ndjson'), target)
// Every run starts with an empty submissions store.
const store = process.env.SUBMISSIONS_SQLITE_PATH
if (store) for (const suffix of ['', '-wal', '-shm']) rmSync(`${store}${suffix}`, { force: true })

const next = spawn('npx', ['next', 'start', '--port', process.env.PORT ?? '3100'], {
  cwd: path.join(root, 'web'),
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal))
next.on('exit', (code) => process.exit(code ?? 0))
