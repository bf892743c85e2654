import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { publishedOnly, withDrafts, type Perspective } from './draftsOverlay'
import type { SanityDocument } from './sanityDocument'

/**
 * The embedded dataset: studio/seed/dataset.ndjson in Sanity's export format. Exported images
 * are `{_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"}`; here each becomes a
 * reference to a synthesised `sanity.imageAsset` served from /_seed/images/, so the same GROQ
 * (`asset->url`, `asset->metadata.dimensions`) works as against the Content Lake. Exported
 * files (a brochure's PDF), `{_sanityAsset: "file@file://./files/<sha1>.<ext>"}`, become a
 * `sanity.fileAsset` served from /_seed/files/ (scripts/sync-seed-images.mjs copies both).
 */

export const SEED_IMAGES_URL = '/_seed/images'
export const SEED_FILES_URL = '/_seed/files'

const assetPattern = /^image@file:\/\/\.\/images\/(([0-9a-f]+)-(\d+)x(\d+)\.(\w+))$/
const fileAssetPattern = /^file@file:\/\/\.\/files\/(([0-9a-f]+)\.(\w+))$/

const FILE_TYPES: Record<string, string> = { pdf: 'application/pdf' }

function fileAsset(sanityAsset: string): SanityDocument | null {
  const match = fileAssetPattern.exec(sanityAsset)
  if (!match) return null
  const [, fileName, hash, extension] = match as unknown as [string, string, string, string]
  return {
    _id: `file-${hash}-${extension}`,
    _type: 'sanity.fileAsset',
    url: `${SEED_FILES_URL}/${fileName}`,
    extension,
    mimeType: FILE_TYPES[extension] ?? 'application/octet-stream',
    sha1hash: hash,
  }
}

function imageAsset(sanityAsset: string): SanityDocument | null {
  const match = assetPattern.exec(sanityAsset)
  if (!match) return null
  const [, fileName, hash, width, height, extension] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  return {
    _id: `image-${hash}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    url: `${SEED_IMAGES_URL}/${fileName}`,
    extension,
    mimeType: `image/${extension === 'jpg' ? 'jpeg' : extension}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: Number(width),
        height: Number(height),
        aspectRatio: Number(width) / Number(height),
      },
    },
  }
}

/** Replaces every exported asset pointer with a reference, collecting the asset documents. */
function linkAssets(value: unknown, assets: Map<string, SanityDocument>): unknown {
  if (Array.isArray(value)) return value.map((item) => linkAssets(item, assets))
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value).filter(([key]) => key !== '_sanityAsset')
  const linked = Object.fromEntries(entries.map(([key, item]) => [key, linkAssets(item, assets)]))
  const pointer = (value as { _sanityAsset?: unknown })._sanityAsset
  if (typeof pointer !== 'string') return linked
  const asset = imageAsset(pointer) ?? fileAsset(pointer)
  if (!asset) throw new Error(`Unsupported asset in seed dataset: ${pointer}`)
  assets.set(asset._id, asset)
  return { ...linked, asset: { _type: 'reference', _ref: asset._id } }
}

/**
 * The dataset as a perspective sees it: published (the default), in which drafts never reach
 * visitors, or drafts, for editors' preview (draftsOverlay.ts).
 */
export function parseDataset(ndjson: string, perspective: Perspective = 'published'): SanityDocument[] {
  const assets = new Map<string, SanityDocument>()
  const documents = ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => linkAssets(JSON.parse(line), assets) as SanityDocument)
  const viewed = perspective === 'drafts' ? withDrafts(documents) : publishedOnly(documents)
  return [...viewed, ...assets.values()]
}

export function defaultDatasetPath(cwd = process.cwd()): string {
  // `next` runs in web/, scripts and tests at the repository root.
  const root = path.basename(cwd) === 'web' ? path.dirname(cwd) : cwd
  return path.join(root, 'studio', 'seed', 'dataset.ndjson')
}

type Cached = { path: string; modified: number; documents: SanityDocument[] }

// One copy per process: instrumentation.ts (which loads it as a server starts) and the pages are
// separate bundles, each with its own instance of this module.
const registry = globalThis as typeof globalThis & {
  __embeddedDatasets?: Partial<Record<Perspective, Cached>>
}
const cache = (registry.__embeddedDatasets ??= {})

/** Re-read when the file changes, so an edited dataset shows after revalidation. */
export async function loadDataset(
  datasetPath: string,
  perspective: Perspective = 'published',
): Promise<SanityDocument[]> {
  const { mtimeMs } = await stat(datasetPath)
  const cached = cache[perspective]
  if (cached?.path === datasetPath && cached.modified === mtimeMs) return cached.documents
  const documents = parseDataset(await readFile(datasetPath, 'utf8'), perspective)
  cache[perspective] = { path: datasetPath, modified: mtimeMs, documents }
  return documents
}
