// Publishing in `npm run check:scale`: a document of the embedded dataset changes (as one would in
// Sanity), then Sanity's webhook is sent, signed, to the cache in front of the servers.
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const { encodeSignatureHeader, SIGNATURE_HEADER_NAME } = createRequire(
  path.join(root, 'web', 'package.json'),
)('@sanity/webhook')

/** Edits one document of an ndjson dataset in one rename, so a server never reads half a file. */
export function editDocument(datasetPath, id, edit) {
  const lines = readFileSync(datasetPath, 'utf8').split('\n')
  let found = false
  const edited = lines.map((line) => {
    if (!line.includes(`"_id":"${id}"`)) return line
    found = true
    return JSON.stringify(edit(JSON.parse(line)))
  })
  if (!found) throw new Error(`${datasetPath} has no document ${id}`)
  writeFileSync(`${datasetPath}.next`, edited.join('\n'))
  renameSync(`${datasetPath}.next`, datasetPath)
}

/** The webhook's request as Sanity sends it: the document's projection, signed. */
export async function signedWebhook(change, secret) {
  const body = JSON.stringify(change)
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
    },
  }
}
