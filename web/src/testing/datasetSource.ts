import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ContentSource } from '@/server/content/source'

/** A dataset file of `documents` (NDJSON, in a folder of its own), for a test's content source. */
export function datasetFile(documents: object[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dataset-')), 'dataset.ndjson')
  writeFileSync(file, documents.map((document) => JSON.stringify(document)).join('\n'))
  return file
}

/**
 * What a test's `jest.mock('./source', …)` (or of `@/server/content/source`) returns: the module
 * with fetchContent reading the file `fileOf` names, the embedded source's way. Named lazily: the
 * module may load before the test file's own lines run.
 */
export function sourceModuleReading(fileOf: () => string): { fetchContent: ContentSource } {
  const { embeddedSource } =
    jest.requireActual<typeof import('@/server/content/source')>('@/server/content/source')
  let source: ContentSource | undefined
  return { fetchContent: (query, params) => (source ??= embeddedSource(fileOf()))(query, params) }
}
