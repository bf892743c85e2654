import { CAREER_CAPTCHA_MESSAGE, CV_MISSING_MESSAGE, careerSchema } from '@/forms/career/schema'
import { accepted } from '@/server/forms/accepted'
import { requireCaptcha } from '@/server/forms/requireCaptcha'
import { SubmissionRejected, validateSubmission, type Accept } from '@/server/submissions/acceptance'
import { cvUpload } from '@/server/uploads/declarations'
import { uploadOfSite } from '@/server/uploads/uploadOfSite'

/**
 * A career application: the fields, then the CV's stored name, which must be an upload of this
 * site that is still stored, then the captcha, last, so a token is spent only on an otherwise
 * valid application. What is stored and delivered names the CV by the URL built from that name
 * on the site's production origin (docs/upstream.md, Uploads): never a URL a browser sent.
 */
export const acceptCareer: Accept = async (body, request) => {
  const { captchaToken, ...application } = await validateSubmission(careerSchema, body)
  const document = await uploadOfSite(application.document, request.site, cvUpload)
  if (!document) throw new SubmissionRejected([{ field: 'document', message: CV_MISSING_MESSAGE }])
  await requireCaptcha(captchaToken, request, CAREER_CAPTCHA_MESSAGE)
  return accepted({ ...application, document }, ['cms-store.career'])
}
