import type { SanityDocument } from './sanityDocument'

/** Which version of the content a query reads: what visitors see, or editors' drafts over it. */
export type Perspective = 'published' | 'drafts'

const DRAFT_PREFIX = 'drafts.'

/**
 * Sanity's drafts perspective over an in-memory dataset (groq-js evaluates no perspectives): a
 * draft `drafts.X` stands in for `X` under X's id, so references to X resolve to the draft; a
 * draft of a document never published appears under its published id too. `_originalId` says
 * which version was read, as the Content Lake's answers do.
 */
export function withDrafts(documents: readonly SanityDocument[]): SanityDocument[] {
  const drafts = new Map<string, SanityDocument>()
  for (const document of documents) {
    if (document._id.startsWith(DRAFT_PREFIX)) {
      drafts.set(document._id.slice(DRAFT_PREFIX.length), document)
    }
  }
  const published = documents.filter((document) => !document._id.startsWith(DRAFT_PREFIX))
  const publishedIds = new Set(published.map((document) => document._id))
  const overlaid = published.map((document) => asPublished(drafts.get(document._id) ?? document))
  const unpublished = [...drafts.values()].filter(
    (draft) => !publishedIds.has(draft._id.slice(DRAFT_PREFIX.length)),
  )
  return [...overlaid, ...unpublished.map(asPublished)]
}

/** Only the published documents: what every visitor's query reads. */
export function publishedOnly(documents: readonly SanityDocument[]): SanityDocument[] {
  return documents.filter((document) => !document._id.startsWith(DRAFT_PREFIX))
}

function asPublished(document: SanityDocument): SanityDocument {
  const id = document._id.startsWith(DRAFT_PREFIX) ? document._id.slice(DRAFT_PREFIX.length) : document._id
  return { ...document, _id: id, _originalId: document._id }
}
