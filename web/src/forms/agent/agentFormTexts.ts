/** Spec 01 §8's texts of the acceptance and famil forms. */
export const AGENT_ALERT_TITLE = 'Error'
export const AGENT_FAILED = 'An error occurred while submitting the form.'
export const AGENT_SUCCESS_TITLE = 'Success'
export const AGENT_THANKS = 'Your application has been submitted successfully.'
