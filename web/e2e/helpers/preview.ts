import { previewQuery } from '../../src/server/preview/previewSignature'
import { editDocument, restoreDocument } from './dataset'
import { DUMMY_SECRETS, siteUrl } from './server'
import { readDataset } from './seed'

/**
 * Draft preview in the e2e tests (docs/preview.md): a signed link that turns on draft mode for
 * one browser, and editors' drafts (`drafts.` documents) added to the e2e dataset copy.
 */
export const PREVIEW_SECRET = DUMMY_SECRETS.PREVIEW_SECRET!

export function previewLink(siteId: string, path: string, seconds?: number, key = PREVIEW_SECRET): string {
  return siteUrl(siteId, `/api/preview?${previewQuery(siteId, path, key, Date.now(), seconds)}`)
}

type Doc = Record<string, unknown> & { _id: string }

/** Adds (or replaces) an editor's draft of a published document of the seed. */
export function saveDraft(id: string, edit: (doc: Doc) => Doc): string {
  const published = readDataset().find((doc) => doc._id === id)
  if (!published) throw new Error(`No document ${id} in the seed`)
  const draftId = `drafts.${id}`
  restoreDocument(edit({ ...structuredClone(published), _id: draftId }))
  return draftId
}

export function dropDraft(draftId: string) {
  editDocument(draftId, () => null)
}
