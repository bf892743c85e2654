// Part of `npm run generate` (scripts/generate.ts): studio/seed/dataset.ndjson, Sanity's import
// format, from the seed documents, one file each: studio/seed/documents/<brand>/<_id>.ts exporting
// `document`, and the brochures' PDFs in studio/seed/files/ that they name (brochurePdf.ts). The dataset is what the sites serve without a Sanity project and what `npm run
// seed:import` sends to one; edit the documents, never the dataset. `npm run lint` fails while
// it is stale.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { brochurePdfFiles } from './brochurePdf'

export const SEED_DIR = __dirname
export const DATASET_PATH = path.join(SEED_DIR, 'dataset.ndjson')
const DOCUMENTS_DIR = path.join(SEED_DIR, 'documents')

/** Every seed document file, in the dataset's order: by brand folder, then by `_id`. */
export function documentFiles(): string[] {
  return readdirSync(DOCUMENTS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => path.join(DOCUMENTS_DIR, file))
}

/** The dataset as the documents make it: one JSON document per line. */
export async function datasetText(): Promise<string> {
  const lines: string[] = []
  for (const file of documentFiles()) {
    const seed: { document?: { _id?: unknown } } = await import(file)
    const id = seed.document?._id
    if (id !== path.basename(file, '.ts')) {
      throw new Error(`${path.relative(SEED_DIR, file)} must export \`document\` whose _id is its file name`)
    }
    lines.push(JSON.stringify(seed.document))
  }
  return `${lines.join('\n')}\n`
}

/**
 * The dataset as the documents make it, and the brochures' PDFs they name (made as they are
 * imported: brochurePdf.ts), by path.
 */
export async function seedFiles(): Promise<Record<string, string>> {
  const dataset = await datasetText()
  return { [DATASET_PATH]: dataset, ...brochurePdfFiles() }
}
