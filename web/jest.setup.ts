import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// Each test file its own folder for partial uploads (server/uploads/uploadStore.ts): Jest's
// workers share the system's temporary folder, and one file's purge must not find another's.
process.env.UPLOADS_PARTIAL_DIR = mkdtempSync(path.join(tmpdir(), 'uploads-partial-'))

// Testing Library waits (findBy…, waitFor) for half of Jest's testTimeout (jest.config.ts): a
// lazily loaded block or a busy machine gets the time it needs, and one that never comes fails
// with what was awaited before the test itself times out. Set here only, never per call.
configure({ asyncUtilTimeout: 30_000 })
