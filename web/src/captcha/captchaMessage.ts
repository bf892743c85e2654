/** What a form shows when it is sent without a captcha, or with one the server refused (the spec's text). */
export const CAPTCHA_MESSAGE = 'Please verify reCaptcha before!'
