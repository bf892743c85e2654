import { readFileSync, writeFileSync } from 'node:fs'
import { E2E_DATASET_PATH } from './server'

type Doc = Record<string, unknown> & { _id: string }

/**
 * Edits one document of the dataset the e2e server serves: `edit` gets it (parsed) and returns
 * the new version, or null to delete it. Read and write happen together, so tests in other
 * workers that edit other documents keep their edits.
 */
export function editDocument(id: string, edit: (doc: Doc) => Doc | null): void {
  const lines = readFileSync(E2E_DATASET_PATH, 'utf8').split('\n')
  const edited = lines.flatMap((line) => {
    if (!line.includes(`"_id":"${id}"`)) return [line]
    const doc = edit(JSON.parse(line) as Doc)
    return doc ? [JSON.stringify(doc)] : []
  })
  writeFileSync(E2E_DATASET_PATH, edited.join('\n'))
}

/** Puts a document back (after a test deleted it), replacing any version of it. */
export function restoreDocument(doc: Doc): void {
  const lines = readFileSync(E2E_DATASET_PATH, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.includes(`"_id":"${doc._id}"`))
  writeFileSync(E2E_DATASET_PATH, [...lines, JSON.stringify(doc)].join('\n') + '\n')
}
