import path from 'node:path'
import { defineCliConfig } from 'sanity/cli'
import { studioProject } from './studioProject'

// `npm run generate` (scripts/typegen/typegenFiles.ts) sets TYPEGEN_OUT_DIR: TypeGen writes into a
// temporary folder, and the generator formats the result and writes it whole (or compares it).
const typegenOutDir = process.env.TYPEGEN_OUT_DIR

export default defineCliConfig({
  api: studioProject,
  // Every workspace has the same schema; extraction and validation read the first one.
  schemaExtraction: { workspace: 'tours' },
  // Builds must be reproducible and offline: no Studio runtime fetched from Sanity's CDN.
  deployment: { autoUpdates: false },
  typegen: {
    // The one file of queries (and what it imports): scanning all of web/src took minutes.
    // scripts/typegen/queryFiles.test.ts fails when a query is written anywhere else.
    path: '../web/src/content/queries.ts',
    schema: typegenOutDir ? path.join(typegenOutDir, 'schema.json') : 'schema.json',
    generates: typegenOutDir
      ? path.join(typegenOutDir, 'sanity.types.ts')
      : '../web/src/content/sanity.types.ts',
    overloadClientMethods: true,
    // The generator formats it with the repository's prettier options.
    formatGeneratedCode: false,
  },
})
