import { evaluateSync, parse, type ExprNode } from 'groq-js'
import type { SanityDocument } from './sanityDocument'

/**
 * An index of an in-memory dataset for groq-js, which has none of its own: it runs `*[filter]`
 * over every document, and follows each reference (`->`) by walking the dataset for its id. At
 * 20 times the seed's content a page's query took 20 ms that way (docs/performance.md, "Scale:
 * content"). Here the documents are kept by id, by type, and by type and brand, in the dataset's
 * order, so that:
 * - a reference is one lookup (groq-js's `dereference` option);
 * - a `*[filter]` whose filter requires a `_type` (`_type == "page"`, `_type in [...]`), a brand
 *   with it, or an `_id`, reads only those documents (`narrowQuery`). Its result is the same, in
 *   the same order: the filter still runs on each of them.
 */
export type DatasetIndex = {
  byId: Map<string, SanityDocument>
  /** Keyed by `type` and by `type brand`, each list in the dataset's order. */
  byKey: Map<string, SanityDocument[]>
  positions: Map<SanityDocument, number>
}

const key = (type: string, brand?: string) => (brand === undefined ? type : `${type}\u0000${brand}`)

export function indexDataset(documents: readonly SanityDocument[]): DatasetIndex {
  const index: DatasetIndex = { byId: new Map(), byKey: new Map(), positions: new Map() }
  const add = (listKey: string, document: SanityDocument) => {
    const list = index.byKey.get(listKey)
    if (list) list.push(document)
    else index.byKey.set(listKey, [document])
  }
  documents.forEach((document, position) => {
    // groq-js's own dereference takes the first document with the id.
    if (!index.byId.has(document._id)) index.byId.set(document._id, document)
    index.positions.set(document, position)
    add(key(document._type), document)
    if (typeof document.brand === 'string') add(key(document._type, document.brand), document)
  })
  return index
}

// Shared by the process's bundles, as the dataset is (embeddedDataset.ts).
const registry = globalThis as typeof globalThis & {
  __datasetIndexes?: WeakMap<readonly SanityDocument[], DatasetIndex>
}
const indexes = (registry.__datasetIndexes ??= new WeakMap())

/** The index of a dataset, built once per dataset (a new version of the file is a new array). */
export function datasetIndex(documents: readonly SanityDocument[]): DatasetIndex {
  let index = indexes.get(documents)
  if (!index) {
    index = indexDataset(documents)
    indexes.set(documents, index)
  }
  return index
}

/** What a filter requires of a document: the terms it joins with `&&`, each `attribute == value`. */
type Required = { types?: unknown[]; brand?: unknown; id?: unknown }

function conjuncts(expr: ExprNode): ExprNode[] {
  if (expr.type === 'And') return [...conjuncts(expr.left), ...conjuncts(expr.right)]
  if (expr.type === 'Group') return conjuncts(expr.base)
  return [expr]
}

/** `@.name`, as a filter reads a document's attribute. */
const attributeOfDocument = (node: ExprNode, name: string) =>
  node.type === 'AccessAttribute' && node.base === undefined && node.name === name

type Params = Record<string, unknown>
const NOT_CONSTANT = Symbol('not a constant')

/** A literal's or a parameter's value; anything else is worked out per document. */
function constant(node: ExprNode, params: Params): unknown {
  if (node.type === 'Value') return node.value
  if (node.type === 'Parameter' && node.name in params) return params[node.name]
  if (node.type === 'Array' && node.elements.every((element) => !element.isSplat)) {
    const values = node.elements.map((element) => constant(element.value, params))
    return values.includes(NOT_CONSTANT) ? NOT_CONSTANT : values
  }
  return NOT_CONSTANT
}

function required(filter: ExprNode, params: Params): Required {
  const found: Required = {}
  for (const term of conjuncts(filter)) {
    if (term.type !== 'OpCall') continue
    const value = constant(term.right, params)
    if (value === NOT_CONSTANT) continue
    if (term.op === '==' && attributeOfDocument(term.left, '_type')) found.types = [value]
    if (term.op === '==' && attributeOfDocument(term.left, 'brand')) found.brand = value
    if (term.op === '==' && attributeOfDocument(term.left, '_id')) found.id = value
    if (term.op === 'in' && attributeOfDocument(term.left, '_type') && Array.isArray(value))
      found.types = value
  }
  return found
}

/**
 * The types a `*[filter]` reads (`_type == "post"`, `_type in [...]`), when it names them as
 * literals or as parameters given in `params`; undefined when it may read any.
 */
export function typesFiltered(filter: ExprNode, params: Params = {}): unknown[] | undefined {
  return required(filter, params).types
}

/** The documents a filter can match, in the dataset's order, or undefined when it may match any. */
function candidates(index: DatasetIndex, filter: ExprNode, params: Params): SanityDocument[] | undefined {
  const { types, brand, id } = required(filter, params)
  if (typeof id === 'string') {
    const document = index.byId.get(id)
    return document ? [document] : []
  }
  if (!types) return undefined
  if (!types.every((type) => typeof type === 'string')) return []
  const lists = [...new Set(types)].map(
    (type) => index.byKey.get(typeof brand === 'string' ? key(type, brand) : key(type)) ?? [],
  )
  if (lists.length === 1) return lists[0]
  return lists.flat().sort((a, b) => index.positions.get(a)! - index.positions.get(b)!)
}

/**
 * The query with every `*[filter]` that requires a type or an id reading only the documents the
 * index holds for it. Only the parts of the tree that hold a `*[filter]` are copied.
 */
export function narrowQuery(tree: ExprNode, index: DatasetIndex, params: Params): ExprNode {
  const narrow = (node: unknown): unknown => {
    if (!scansDataset(node)) return node
    if (Array.isArray(node)) return node.map(narrow)
    const expr = Object.fromEntries(
      Object.entries(node as object).map(([name, value]) => [name, narrow(value)]),
    ) as unknown as ExprNode
    if (expr.type === 'Filter' && expr.base.type === 'Everything') {
      const documents = candidates(index, expr.expr, params)
      if (documents) return { ...expr, base: { type: 'Value', value: documents } }
    }
    return expr
  }
  return narrow(tree) as ExprNode
}

const scans = new WeakMap<object, boolean>()

/** Whether a part of a tree has a `*[filter]`: what narrowQuery walks, once known per part. */
function scansDataset(node: unknown): boolean {
  if (node === null || typeof node !== 'object' || (node as ExprNode).type === 'Value') return false
  let found = scans.get(node)
  if (found === undefined) {
    const isScan =
      (node as ExprNode).type === 'Filter' && (node as { base: ExprNode }).base.type === 'Everything'
    found = isScan || Object.values(node).some(scansDataset)
    scans.set(node, found)
  }
  return found
}

/**
 * Each query's tree, parsed once (queries.ts has a few dozen), its parameters read when it runs;
 * 'per run' for one groq-js can only parse with them: a slice by parameters (`[$from...$to]`).
 */
const trees = new Map<string, ExprNode | 'per run'>()

function treeOf(query: string, params: Params): ExprNode {
  const kept = trees.get(query)
  if (kept === undefined) {
    try {
      const tree = parse(query)
      trees.set(query, tree)
      return tree
    } catch {
      trees.set(query, 'per run')
    }
  }
  return kept && kept !== 'per run' ? kept : parse(query, { params })
}

/**
 * A GROQ query's result over an in-memory dataset, through the dataset's index: what groq-js's
 * `evaluate` gives over the whole dataset, in less time. Evaluated synchronously: the
 * asynchronous evaluator makes promises per document and per expression, and under Next's
 * server, which tracks every promise for its request context, those took most of the time of a
 * publish's renders at 20 times today's content (docs/performance.md, "Scale: content").
 */
export function evaluateIndexed(
  documents: readonly SanityDocument[],
  query: string,
  params: Params,
): Promise<unknown> {
  const index = datasetIndex(documents)
  return evaluateSync(narrowQuery(treeOf(query, params), index, params), {
    dataset: documents,
    params,
    dereference: ({ _ref }) => index.byId.get(_ref) ?? null,
  }).get()
}
