import type { VirtuosoRegistration, VirtuosoValues } from './schema'

/**
 * Spec 02 §3's virtuoso submission, in its order: `type` (the block's title) and the fields, the
 * follow-up as its one-item list of flags. What the route stores, with the type its block gives,
 * and, as JSON, the contents of the CMS store's copy.
 */
export function virtuosoSubmission(type: string, values: VirtuosoValues): VirtuosoRegistration {
  const [flags] = values.preferredFollowUp
  return {
    type,
    fullName: values.fullName,
    companyName: values.companyName,
    agencyAffiliation: values.agencyAffiliation,
    email: values.email,
    phone: values.phone,
    mostProduct: values.mostProduct,
    typeOfClient: values.typeOfClient,
    preferredFollowUp: flags
      ? [{ email: flags.email, zoomcall: flags.zoomcall, inPerson: flags.inPerson }]
      : values.preferredFollowUp,
    receiveExclusiveOffers: values.receiveExclusiveOffers,
    termsAndConditions: values.termsAndConditions,
    location: values.location,
  }
}
