import type { NextApiRequest, NextApiResponse } from 'next'
import { refuse } from '@/server/http/refusal'
import { submissionRoute } from '@/server/submissions/submissionRoute'
import { formDeclarations } from './declarations.generated'

/** Every declared form's route (web/src/server/forms/declarations.generated.ts), by the form's name. */
const routes = new Map<string, ReturnType<typeof submissionRoute>>(
  formDeclarations.map((declaration) => [declaration.name, submissionRoute(declaration)]),
)

/**
 * Serves a post to the form of that name, with the submission route's checks, rate limits and
 * storage; 404 when no form is declared under it. POST /api/forms/<name> comes here
 * (web/pages/api/forms/[form].ts), and so do the older paths, each a file naming its form
 * (rewrites would have put Next's client-side rewriting, 2.9 KB, into every page).
 */
export async function serveForm(name: unknown, req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const route = typeof name === 'string' ? routes.get(name) : undefined
  if (route) return route(req, res)
  refuse(res, 404, 'Not Found')
}
