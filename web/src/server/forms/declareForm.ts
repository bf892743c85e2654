import type { FormRouteOptions } from '@/server/submissions/submissionRoute'

type FormDeclaration<Name extends string> = FormRouteOptions & {
  /** The form's route: POST /api/forms/<name> (web/pages/api/forms/[form].ts serves them all). */
  name: Name
  /** What the Studio's Submissions tool calls the form (a CMS form: its own title, stored with it). */
  title: string
  /** The labels of fields whose name does not say it (the rest read as their names, spaced). */
  labels?: Record<string, string>
}

/**
 * Declares a form the sites post: its name (its route), the kind its submissions are stored
 * under (kept forever: never rename it), how its body is checked and which deliveries it gets
 * (`accept`), and where it is served. Its folder's declaration.ts exports it; `npm run generate`
 * lists it (declarations.generated.ts) and its name (FormName, for the browser's `formPath`).
 */
export function declareForm<Name extends string>(declaration: FormDeclaration<Name>): FormDeclaration<Name> {
  return declaration
}
