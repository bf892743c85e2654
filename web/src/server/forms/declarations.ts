import { careerForm } from './career/declaration'
import { agentAcceptanceForm } from './agentAcceptance/declaration'
import { cmsForm } from './cms/declaration'
import { contactForm } from './contact/declaration'
import { tailorMadeForm } from './tailorMade/declaration'
import { familForm } from './famil/declaration'
import { webinarForm } from './webinar/declaration'
import { virtuosoForm } from './virtuoso/declaration'
import { accommodationEnquiryForm, flightEnquiryForm } from './enquiry/declaration'

/** Every form the sites post, each served at POST /api/forms/<name> (web/pages/api/forms/[form].ts). */
export const formDeclarations = [
  contactForm,
  cmsForm,
  tailorMadeForm,
  webinarForm,
  careerForm,
  agentAcceptanceForm,
  familForm,
  virtuosoForm,
  flightEnquiryForm,
  accommodationEnquiryForm,
]
