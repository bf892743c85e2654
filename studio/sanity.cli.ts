import path from 'node:path'
import { defineCliConfig } from 'sanity/cli'
import { studioProject } from './studioProject'

// `npm run typegen:check` (scripts/typegen/check.ts) sets TYPEGEN_OUT_DIR to regenerate into a
// temporary folder and compare the result with the committed files, which it leaves alone.
const typegenOutDir = process.env.TYPEGEN_OUT_DIR

export default defineCliConfig({
  api: studioProject,
  // Every workspace has the same schema; extraction and validation read the first one.
  schemaExtraction: { workspace: 'tours' },
  // Builds must be reproducible and offline: no Studio runtime fetched from Sanity's CDN.
  deployment: { autoUpdates: false },
  typegen: {
    path: '../web/src/**/*.{ts,tsx}',
    schema: typegenOutDir ? path.join(typegenOutDir, 'schema.json') : 'schema.json',
    generates: typegenOutDir
      ? path.join(typegenOutDir, 'sanity.types.ts')
      : '../web/src/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
