import type { DocumentType } from './documentType'

/** An upload the sites take: POST /api/uploads/<name>, served back at /api/uploads/<name>/<file>. */
export type UploadDeclaration = {
  name: string
  /** The types the content must be (sniffed, not named): each is refused otherwise. */
  types: readonly DocumentType[]
  maxBytes: number
  /** What a refused type or size says, in the words the form shows. */
  wrongTypeMessage: string
  tooLargeMessage: string
  /**
   * The one form field that names a file of this upload: a kept submission of that form keeps
   * the file its field names (until the retention purge), and nothing else keeps one.
   */
  keptBy: { formKind: string; field: string }
}

/** A CV for the career form (spec 01): PDF, DOC or DOCX, at most 10 MB. */
export const cvUpload: UploadDeclaration = {
  name: 'cv',
  types: ['pdf', 'doc', 'docx'],
  maxBytes: 10 * 1024 * 1024,
  wrongTypeMessage: 'Please upload a PDF, DOC or DOCX file.',
  tooLargeMessage: 'Please upload a file of at most 10 MB.',
  keptBy: { formKind: 'career', field: 'document' },
}

export const uploadDeclarations: readonly UploadDeclaration[] = [cvUpload]
