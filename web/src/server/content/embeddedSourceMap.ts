import {
  jsonPath,
  type ContentSourceMap,
  type ContentSourceMapDocument,
  type ContentSourceMapParsedPath,
} from '@sanity/client/csm'
import type { SanityDocument } from './sanityDocument'

/** Where a string sits in a document: the document and a keyed path to it. */
type Origin = { document: SanityDocument; path: ContentSourceMapParsedPath }

/** Each string of a document, by its value, at its first place in the document. */
type ValueIndex = Map<string, ContentSourceMapParsedPath>

function indexStrings(value: unknown, path: ContentSourceMapParsedPath, index: ValueIndex): void {
  if (typeof value === 'string') {
    if (!index.has(value)) index.set(value, path)
    return
  }
  if (Array.isArray(value)) {
    value.forEach((item: unknown, position) => {
      const key = (item as { _key?: unknown } | null)?._key
      // A keyed item is named by its key, as the Studio names it: a path that survives reordering.
      const segment = typeof key === 'string' ? { _key: key, _index: position } : position
      indexStrings(item, [...path, segment], index)
    })
    return
  }
  if (value === null || typeof value !== 'object') return
  for (const [key, child] of Object.entries(value)) {
    if (!key.startsWith('_')) indexStrings(child, [...path, key], index)
  }
}

const isContent = (document: SanityDocument) => !document._type.startsWith('sanity.')

/** The indexes of a dataset's documents, built once per version of the dataset. */
type DatasetIndex = {
  byId: Map<string, SanityDocument>
  ofDocument: (document: SanityDocument) => ValueIndex
  /** A string found in exactly one document; null when several have it. */
  anywhere: Map<string, Origin | null>
}

const datasetIndexes = new WeakMap<readonly SanityDocument[], DatasetIndex>()

function datasetIndex(documents: readonly SanityDocument[]): DatasetIndex {
  const known = datasetIndexes.get(documents)
  if (known) return known
  const perDocument = new Map<SanityDocument, ValueIndex>()
  const ofDocument = (document: SanityDocument) => {
    let index = perDocument.get(document)
    if (!index) {
      index = new Map()
      indexStrings(document, [], index)
      perDocument.set(document, index)
    }
    return index
  }
  const anywhere = new Map<string, Origin | null>()
  for (const document of documents.filter(isContent)) {
    for (const [value, path] of ofDocument(document)) {
      anywhere.set(value, anywhere.has(value) ? null : { document, path })
    }
  }
  const index = {
    byId: new Map(documents.filter(isContent).map((document) => [document._id, document])),
    ofDocument,
    anywhere,
  }
  datasetIndexes.set(documents, index)
  return index
}

/**
 * A Content Source Map for a query result over the embedded dataset, as the Content Lake returns
 * with `resultSourceMap` (groq-js has none), so that `stegaEncodeSourceMap` encodes the embedded
 * drafts as it would Sanity's: click-to-edit on the embedded source too. GROQ's projections are
 * not traced; each string of the result is found by its value instead: in the document of the
 * nearest enclosing object that has an `_id` of the dataset, else in the one document of the
 * dataset that has it. A string found nowhere, or in several documents, is left unmapped (so
 * unencoded): a wrong link would open the wrong field.
 */
export function embeddedSourceMap(result: unknown, documents: readonly SanityDocument[]): ContentSourceMap {
  const index = datasetIndex(documents)
  const sourceMap: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentNumbers = new Map<SanityDocument, number>()
  const pathNumbers = new Map<string, number>()
  const numberOf = <Key>(numbers: Map<Key, number>, key: Key, add: () => number) => {
    const known = numbers.get(key)
    if (known !== undefined) return known
    const added = add()
    numbers.set(key, added)
    return added
  }

  const origin = (value: string, owner: SanityDocument | undefined): Origin | null => {
    const path = owner && index.ofDocument(owner).get(value)
    return owner && path ? { document: owner, path } : (index.anywhere.get(value) ?? null)
  }

  const walk = (value: unknown, path: (string | number)[], owner: SanityDocument | undefined): void => {
    if (typeof value === 'string') {
      const found = origin(value, owner)
      if (!found) return
      const document = numberOf(documentNumbers, found.document, () => {
        const source: ContentSourceMapDocument = {
          _id: String(found.document._originalId ?? found.document._id),
          _type: found.document._type,
        }
        return sourceMap.documents.push(source) - 1
      })
      const sourcePath = jsonPath(found.path)
      const pathNumber = numberOf(pathNumbers, sourcePath, () => sourceMap.paths.push(sourcePath) - 1)
      sourceMap.mappings[jsonPath(path)] = {
        type: 'value',
        source: { type: 'documentValue', document, path: pathNumber },
      }
      return
    }
    if (Array.isArray(value)) {
      value.forEach((item: unknown, position) => walk(item, [...path, position], owner))
      return
    }
    if (value === null || typeof value !== 'object') return
    const id = (value as { _id?: unknown })._id
    const own = typeof id === 'string' ? (index.byId.get(id) ?? owner) : owner
    // `_id`, `_type`, `_key` and the like are never text to edit.
    for (const [key, child] of Object.entries(value)) {
      if (!key.startsWith('_')) walk(child, [...path, key], own)
    }
  }

  walk(result, [], undefined)
  return sourceMap
}
