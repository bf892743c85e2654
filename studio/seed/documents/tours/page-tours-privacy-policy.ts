import { toursLegal } from '../../legal/brands'
import { privacyPolicyPage } from '../../legal/pages'

export const document = privacyPolicyPage(toursLegal)
