import { defineCliConfig } from 'sanity/cli'
import { studioProject } from './studioProject'

export default defineCliConfig({
  api: studioProject,
  // Every workspace has the same schema; extraction and validation read the first one.
  schemaExtraction: { workspace: 'tours' },
  // Builds must be reproducible and offline: no Studio runtime fetched from Sanity's CDN.
  deployment: { autoUpdates: false },
  typegen: {
    path: '../web/src/**/*.{ts,tsx}',
    schema: 'schema.json',
    generates: '../web/src/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
