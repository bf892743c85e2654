import type { CmsStoreBody } from '@/server/upstream/cmsStore'
import type { WebinarRegistration } from '@/forms/webinar/schema'

/**
 * The back office's copy of a webinar registration, through the CMS store's `{type, email,
 * contents}` as the agent forms go (docs/upstream.md): the type is the block's title, the
 * contents the JSON of spec 02 §3's webinar submission.
 */
export function webinarBody(registration: WebinarRegistration): CmsStoreBody {
  const { type, firstName, surname, email, organisation, jobTitle, state, other } = registration
  return {
    type,
    email,
    contents: JSON.stringify({ type, firstName, surname, email, organisation, jobTitle, state, other }),
  }
}
