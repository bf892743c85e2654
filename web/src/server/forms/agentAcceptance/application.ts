import type { Site } from '@travel/config'
import type { InferType } from 'yup'
import { acceptanceFormQuery } from '@/content/queries'
import type { AcceptanceApplication, acceptanceSchema } from '@/forms/agent/acceptanceSchema'
import { FORM_GONE_MESSAGE, FORM_PLACE_FIELD } from '@/forms/formPlace'
import { fetchContent } from '@/server/content/source'
import { SubmissionRejected } from '@/server/submissions/acceptance'

type Posted = Omit<InferType<typeof acceptanceSchema>, 'captchaToken'>

/**
 * The application to store for a checked post: the form's place is read as the posting site
 * shows it (a page of another brand, a block that is no acceptance form, or one limited to the
 * brand's other sites, is refused as gone), and its type is the page's title (spec 01 §3). What
 * is stored is `{type, ...fields}`, the shape the outbox's body reads.
 */
export async function acceptanceFromContent(posted: Posted, site: Site): Promise<AcceptanceApplication> {
  const { page, block, ...values } = posted
  const placed = await fetchContent(acceptanceFormQuery, { page, block, brand: site.brand, site: site.id })
  if (!placed?.form || !placed.title)
    throw new SubmissionRejected([{ field: FORM_PLACE_FIELD, message: FORM_GONE_MESSAGE }])
  return { type: placed.title, ...values }
}
