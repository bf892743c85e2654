// Serves the embedded dataset's images as static files: copies studio/seed/images to
// web/public/_seed/images (ignored by git), where /_seed/images/<file> finds them.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const from = path.join(root, 'studio', 'seed', 'images')
const to = path.join(root, 'web', 'public', '_seed', 'images')

rmSync(to, { recursive: true, force: true })
mkdirSync(to, { recursive: true })
if (existsSync(from)) cpSync(from, to, { recursive: true })
