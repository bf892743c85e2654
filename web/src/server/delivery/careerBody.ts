import type { CmsStoreBody } from '@/server/upstream/cmsStore'
import type { CareerApplication } from '@/forms/career/schema'

/**
 * The back office's copy of a career application (spec 01 §3, call 1): type 'career', the email,
 * and the contents as JSON text of firstName, lastName and document (the CV's full URL).
 */
export function careerBody({ firstName, lastName, email, document }: CareerApplication): CmsStoreBody {
  return { type: 'career', email, contents: JSON.stringify({ firstName, lastName, document }) }
}
