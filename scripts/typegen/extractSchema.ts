// `node --import tsx extractSchema.ts <out.json>`, run in studio/ by typegenFiles.ts: writes
// the Studio's schema in Sanity's extracted form, what `sanity schema extract --workspace tours`
// writes (byte for byte: `npm run generate -- --check` compares it with the committed file), in a
// third of its time: the CLI builds the whole Studio configuration (tools, plugins, structure)
// to reach a schema that this compiles from its types alone. Every workspace has the same schema.
// @sanity/schema is Sanity's own package, at the version `sanity` pins.
import { writeFileSync } from 'node:fs'
import { extractSchema } from '@sanity/schema/_internal'
import { createSchema } from 'sanity'
import { brandSchemaTypes } from '../../studio/schemas'

const out = process.argv[2]
if (!out) throw new Error('usage: extractSchema.ts <out.json>')
const schema = createSchema({ name: 'default', types: brandSchemaTypes('tours') })
writeFileSync(out, `${JSON.stringify(extractSchema(schema, { enforceRequiredFields: false }), null, 2)}\n`)
