import type { NextApiRequest, NextApiResponse } from 'next'
import type { RefusalBody } from '@/forms/refusal'
import { formDeclarations } from '@/server/forms/declarations'
import { submissionRoute } from '@/server/submissions/submissionRoute'

/**
 * POST /api/forms/<name>: every declared form (web/src/server/forms/declarations.ts), each with
 * the submission route's checks, rate limits and storage. Older paths reach it by rewrites.
 */
const routes = new Map<string, ReturnType<typeof submissionRoute>>(
  formDeclarations.map((declaration) => [declaration.name, submissionRoute(declaration)]),
)

export default async function formRoute(req: NextApiRequest, res: NextApiResponse) {
  const name = req.query.form
  const route = typeof name === 'string' ? routes.get(name) : undefined
  if (route) return route(req, res)
  const body: RefusalBody = { status: 404, message: 'Not Found', errors: [{ message: 'Not Found' }] }
  res.status(404).json(body)
}

// The routes read the raw body themselves: to limit its size and answer malformed JSON clearly.
export const config = { api: { bodyParser: false } }
