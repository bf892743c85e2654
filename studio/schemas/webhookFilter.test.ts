import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { it } from 'node:test'
import { schemaTypes } from '.'

// The revalidation webhook of docs/content.md ("Using a real Sanity project", step 4) names the document types whose changes
// re-render pages. Every document type of the Studio is content a site reads (a page, its
// settings, a form, a brochure, a famil, an FAQ tag, a post): a type left out of the filter is
// one whose published changes wait for the next periodic rebuild.
const contentDoc = readFileSync(path.join(import.meta.dirname, '..', '..', 'docs', 'content.md'), 'utf8')

it("docs/content.md's webhook filter names every document type of the schema, and no other", () => {
  const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)
  const expected = `_type in [${documentTypes.map((name) => JSON.stringify(name)).join(', ')}]`
  const filter = /filter `_type in \[([^\]]*)\]`/.exec(contentDoc)
  assert.ok(filter, `docs/content.md's webhook step must say: filter \`${expected}\``)
  const named = [...filter[1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]!)
  assert.deepEqual(
    [...named].sort(),
    [...documentTypes].sort(),
    `docs/content.md's webhook filter is out of date: make it \`${expected}\`, and change the webhook in ` +
      'sanity.io/manage to match.',
  )
})
