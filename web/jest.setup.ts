import '@testing-library/jest-dom'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// Each test file its own folder for partial uploads (server/uploads/uploadStore.ts): Jest's
// workers share the system's temporary folder, and one file's purge must not find another's.
process.env.UPLOADS_PARTIAL_DIR = mkdtempSync(path.join(tmpdir(), 'uploads-partial-'))
