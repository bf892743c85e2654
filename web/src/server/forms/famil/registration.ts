import type { Site } from '@travel/config'
import type { InferType } from 'yup'
import { familFormQuery } from '@/content/queries'
import type { FamilRegistration, familSchema } from '@/forms/agent/familSchema'
import { REGISTRATION_TEXTS } from '@/forms/agent/agentFormTexts'
import { FORM_GONE_MESSAGE, FORM_PLACE_FIELD } from '@/forms/formPlace'
import { fetchContent } from '@/server/content/source'
import { familRegistration } from '@/server/content/publishWindows'
import { SubmissionRejected } from '@/server/submissions/acceptance'

type Posted = Omit<InferType<typeof familSchema>, 'captchaToken'>

const refused = (message: string) => new SubmissionRejected([{ field: FORM_PLACE_FIELD, message }])

/**
 * The registration to store for a checked post: the form's place is read as the posting site
 * shows it (a page of another brand, a block that is no famil form, or one limited to the brand's
 * other sites, is refused as gone), its famil's registration window is checked as the page shows
 * it (refused, 400, while not open), and the famil's name is the page's title, as the form's page
 * shows it (spec 01 §3). What is stored is the fields and `familName`, the shape the outbox's
 * bodies read.
 */
export async function familRegistrationFromContent(posted: Posted, site: Site): Promise<FamilRegistration> {
  const { page, block, ...values } = posted
  const placed = await fetchContent(familFormQuery, { page, block, brand: site.brand, site: site.id })
  if (!placed?.form || !placed.title) throw refused(FORM_GONE_MESSAGE)
  const registration = familRegistration(placed.form.famil, Date.now())
  if (registration !== 'open') throw refused(REGISTRATION_TEXTS[registration])
  return { ...values, familName: placed.title }
}
