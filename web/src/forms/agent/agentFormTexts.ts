/** Spec 01 §8's texts of the acceptance and famil forms. */
export const AGENT_ALERT_TITLE = 'Error'
export const AGENT_FAILED = 'An error occurred while submitting the form.'
export const AGENT_SUCCESS_TITLE = 'Success'
export const AGENT_THANKS = 'Your application has been submitted successfully.'

/**
 * What shows in a famil registration form's place while its famil takes no registrations, and
 * what its route answers a registration sent then (our words).
 */
export const REGISTRATION_TEXTS = {
  notYetOpen: 'Registration for this famil is not open yet.',
  closed: 'Registration for this famil has closed.',
} as const
