// Serves the embedded dataset's assets as static files: copies studio/seed/images and
// studio/seed/files (a brochure's PDF) to web/public/_seed/ (ignored by git), where
// /_seed/images/<file> and /_seed/files/<file> find them.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')

for (const folder of ['images', 'files']) {
  const from = path.join(root, 'studio', 'seed', folder)
  const to = path.join(root, 'web', 'public', '_seed', folder)
  rmSync(to, { recursive: true, force: true })
  mkdirSync(to, { recursive: true })
  if (existsSync(from)) cpSync(from, to, { recursive: true })
}
