import type { Site } from '@travel/config'
import type { InferType } from 'yup'
import { webinarFormQuery } from '@/content/queries'
import { FORM_GONE_MESSAGE, FORM_PLACE_FIELD } from '@/forms/formPlace'
import type { WebinarRegistration, webinarSchema } from '@/forms/webinar/schema'
import { fetchContent } from '@/server/content/source'
import { SubmissionRejected } from '@/server/submissions/acceptance'

type Posted = Omit<InferType<typeof webinarSchema>, 'captchaToken'>

/**
 * The registration to store for a checked post: the form's place is read as the posting site
 * shows it (a page of another brand, a block that is no webinar form, or one limited to the
 * brand's other sites, is refused as gone), and its type is that block's title, the webinar the
 * page shows (spec 02 §3). What is stored is `{type, ...fields}`, the shape the outbox's body reads.
 */
export async function webinarRegistrationFromContent(
  posted: Posted,
  site: Site,
): Promise<WebinarRegistration> {
  const { page, block, ...values } = posted
  const placed = await fetchContent(webinarFormQuery, { page, block, brand: site.brand, site: site.id })
  if (!placed?.title) throw new SubmissionRejected([{ field: FORM_PLACE_FIELD, message: FORM_GONE_MESSAGE }])
  return { type: placed.title, ...values }
}
