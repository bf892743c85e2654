import type { FormName } from './formNames.generated'

/**
 * The two forms whose path the spec names (spec 01, docs/upstream.md), older than
 * /api/forms/<name>: a file of one line each in web/pages/api/ serves them there.
 */
const SPEC_PATHS: Partial<Record<FormName, string>> = {
  cms: '/api/form-submissions',
  tailorMade: '/api/tailorMade',
}

/**
 * Where the browser posts a form, from its declaration's name: POST /api/forms/<name>, or the
 * older path the spec names. The form route's tests post every declared form here.
 */
export function formPath(name: FormName): string {
  return SPEC_PATHS[name] ?? `/api/forms/${name}`
}
