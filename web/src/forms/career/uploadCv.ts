import { UPLOAD_PASS_HEADER, UPLOAD_PASS_REFUSED, uploadPassPath } from '@/forms/uploads/uploadPass'

/** The CV's upload route (docs/upstream.md, Uploads): multipart, one `file` part, answers `{name, url}`. */
export const CV_UPLOAD_PATH = '/api/uploads/cv'

/** An upload the route refused, or that got no answer: `message` says why when the route did. */
export class UploadFailed extends Error {
  override name = 'UploadFailed'
}

type Reply = { ok: boolean; status: number; field: (name: string) => unknown }

async function post(path: string, init: RequestInit): Promise<Reply> {
  let response: Response
  try {
    response = await fetch(path, { method: 'POST', ...init })
  } catch {
    throw new UploadFailed('')
  }
  const reply: unknown = await response.json().catch(() => null)
  const field = (name: string) =>
    typeof reply === 'object' && reply !== null && name in reply
      ? (reply as Record<string, unknown>)[name]
      : undefined
  return { ok: response.ok, status: response.status, field }
}

const failure = (reply: Reply) => {
  const message = reply.field('message')
  return new UploadFailed(typeof message === 'string' ? message : '')
}

/** The pass this page's uploads go with: asked for at the first file, and again when refused. */
let pass: Promise<string> | undefined

async function newPass(): Promise<string> {
  const reply = await post(uploadPassPath('cv'), {})
  const given = reply.field('pass')
  if (reply.ok && typeof given === 'string') return given
  throw failure(reply)
}

async function send(file: File, withPass: string): Promise<Reply> {
  const body = new FormData()
  body.append('file', file)
  return post(CV_UPLOAD_PATH, { body, headers: { [UPLOAD_PASS_HEADER]: withPass } })
}

const passRefused = (reply: Reply) => reply.status === 403 && reply.field('message') === UPLOAD_PASS_REFUSED

/**
 * Posts the CV on its own, with the page's upload pass, and resolves to the name the route
 * stored it under (the form sends it). A pass the route no longer takes (expired, spent, or the
 * visitor's address changed) is replaced once, and the file sent again.
 */
export async function uploadCv(file: File): Promise<string> {
  pass ??= newPass()
  let reply: Reply
  try {
    reply = await send(file, await pass)
    if (passRefused(reply)) {
      pass = newPass()
      reply = await send(file, await pass)
    }
  } catch (error) {
    pass = undefined
    throw error
  }
  const name = reply.field('name')
  if (reply.ok && typeof name === 'string') return name
  throw failure(reply)
}
