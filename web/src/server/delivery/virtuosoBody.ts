import type { CmsStoreBody } from '@/server/upstream/cmsStore'
import type { VirtuosoRegistration } from '@/forms/virtuoso/schema'
import { virtuosoSubmission } from '@/forms/virtuoso/submission'

/**
 * The back office's copy of a virtuoso (agent) registration, through the CMS store's `{type,
 * email, contents}` as the other agent forms go (docs/upstream.md): the type is the block's
 * title, the contents the JSON of spec 02 §3's virtuoso submission.
 */
export function virtuosoBody(registration: VirtuosoRegistration): CmsStoreBody {
  const { type, ...values } = registration
  return {
    type,
    email: registration.email,
    contents: JSON.stringify(virtuosoSubmission(type, values)),
  }
}
