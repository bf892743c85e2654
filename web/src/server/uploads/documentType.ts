import { createReadStream } from 'node:fs'
import { fileTypeFromFile } from 'file-type/node'

/** The document types an upload may be, named by their usual extensions. */
export const DOCUMENT_TYPES = ['pdf', 'doc', 'docx'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

/** The name of a Word 97-2003 file's main stream, as its compound file's directory stores it. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le')

/** Whether a file contains these bytes, read in chunks (never the whole file at once). */
async function fileContains(path: string, bytes: Buffer): Promise<boolean> {
  let tail = Buffer.alloc(0)
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 })) {
    const window = Buffer.concat([tail, chunk as Buffer])
    if (window.includes(bytes)) return true
    tail = window.subarray(Math.max(0, window.length - bytes.length + 1))
  }
  return false
}

/**
 * What a stored file is by its content (file-type reads its signature, and inside a ZIP the
 * parts that make it DOCX), never by its name or the type a browser sent. A Microsoft compound
 * file is a DOC only when it holds a Word document stream (an XLS or an MSI is one too).
 */
export async function documentTypeOf(path: string): Promise<DocumentType | undefined> {
  const type = await fileTypeFromFile(path)
  if (type?.ext === 'pdf' || type?.ext === 'docx') return type.ext
  if (type?.ext === 'cfb' && (await fileContains(path, WORD_STREAM))) return 'doc'
  return undefined
}

export const MEDIA_TYPES: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}
