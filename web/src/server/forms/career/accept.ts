import { CAREER_CAPTCHA_MESSAGE, CV_MISSING_MESSAGE, careerSchema } from '@/forms/career/schema'
import { accepted } from '@/server/forms/accepted'
import { requireCaptcha } from '@/server/forms/requireCaptcha'
import { SubmissionRejected, validateSubmission, type Accept } from '@/server/submissions/acceptance'
import { cvUpload } from '@/server/uploads/declarations'
import { uploadOfSite } from '@/server/uploads/uploadOfSite'

/**
 * A career application: the fields, then the CV's URL, which must be an upload of this site that
 * is still stored (never a foreign URL the back office would open), then the captcha, last, so a
 * token is spent only on an otherwise valid application (docs/upstream.md, Uploads).
 */
export const acceptCareer: Accept = async (body, request) => {
  const { captchaToken, ...application } = await validateSubmission(careerSchema, body)
  if (!(await uploadOfSite(application.document, request.site, cvUpload)))
    throw new SubmissionRejected([{ field: 'document', message: CV_MISSING_MESSAGE }])
  await requireCaptcha(captchaToken, request, CAREER_CAPTCHA_MESSAGE)
  return accepted(application, ['cms-store.career'])
}
