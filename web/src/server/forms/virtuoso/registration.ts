import type { Site } from '@travel/config'
import type { InferType } from 'yup'
import { virtuosoFormQuery } from '@/content/queries'
import { FORM_GONE_MESSAGE, FORM_PLACE_FIELD } from '@/forms/formPlace'
import { VIRTUOSO_MESSAGES, type VirtuosoRegistration, type virtuosoSchema } from '@/forms/virtuoso/schema'
import { virtuosoSubmission } from '@/forms/virtuoso/submission'
import { fetchContent } from '@/server/content/source'
import { SubmissionRejected } from '@/server/submissions/acceptance'

type Posted = Omit<InferType<typeof virtuosoSchema>, 'captchaToken'>

/**
 * The registration to store for a checked post: the form's place is read as the posting site
 * shows it (a page of another brand, a block that is no virtuoso form, or one limited to the
 * brand's other sites, is refused as gone); the location must be one of that block's event
 * locations ('' when it has none), and the type is its title (spec 02 §3). What is stored is
 * spec 02 §3's submission, the shape the outbox's body reads.
 */
export async function virtuosoFromContent(posted: Posted, site: Site): Promise<VirtuosoRegistration> {
  const { page, block, ...values } = posted
  const placed = await fetchContent(virtuosoFormQuery, { page, block, brand: site.brand, site: site.id })
  if (!placed?.title) throw new SubmissionRejected([{ field: FORM_PLACE_FIELD, message: FORM_GONE_MESSAGE }])
  const locations = placed.locations ?? []
  if (locations.length ? !locations.includes(values.location) : values.location !== '')
    throw new SubmissionRejected([{ field: 'location', message: VIRTUOSO_MESSAGES.location }])
  return virtuosoSubmission(placed.title, values)
}
