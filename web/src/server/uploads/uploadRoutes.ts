import type { NextApiRequest, NextApiResponse } from 'next'
import { refuse } from '@/server/http/refusal'
import { uploadDeclarations } from './declarations'
import { passRoute } from './passRoute'
import { serveUpload } from './serveUpload'
import { uploadRoute } from './uploadRoute'

const routes = new Map(
  uploadDeclarations.map((upload) => [
    upload.name,
    { receive: uploadRoute(upload), serve: serveUpload(upload), pass: passRoute(upload) },
  ]),
)

/**
 * Serves a declared upload's routes by its name (web/pages/api/uploads/[upload]/): `receive`
 * takes a file, `serve` gives a stored one back, `pass` gives a form the pass its uploads need;
 * 404 for a name no upload is declared under.
 */
export async function serveUploadRoute(
  action: 'receive' | 'serve' | 'pass',
  req: NextApiRequest,
  res: NextApiResponse,
): Promise<void> {
  const name = req.query.upload
  const route = typeof name === 'string' ? routes.get(name) : undefined
  if (route) return route[action](req, res)
  refuse(res, 404, 'Not Found')
}
