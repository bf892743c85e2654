/** The CV's upload route (docs/upstream.md, Uploads): multipart, one `file` part, answers `{name, url}`. */
export const CV_UPLOAD_PATH = '/api/uploads/cv'

/** An upload the route refused, or that got no answer: `message` says why when the route did. */
export class UploadFailed extends Error {
  override name = 'UploadFailed'
}

/** Posts the CV on its own and resolves to the name the route stored it under (the form sends it). */
export async function uploadCv(file: File): Promise<string> {
  const body = new FormData()
  body.append('file', file)
  let response: Response
  try {
    response = await fetch(CV_UPLOAD_PATH, { method: 'POST', body })
  } catch {
    throw new UploadFailed('')
  }
  const reply: unknown = await response.json().catch(() => null)
  const field = (name: string) =>
    typeof reply === 'object' && reply !== null && name in reply
      ? (reply as Record<string, unknown>)[name]
      : undefined
  const name = field('name')
  if (response.ok && typeof name === 'string') return name
  const message = field('message')
  throw new UploadFailed(typeof message === 'string' ? message : '')
}
