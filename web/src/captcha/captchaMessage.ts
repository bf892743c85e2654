/** What a form shows when it is sent without a captcha, or with one the server refused (spec 01 §8). */
export const CAPTCHA_MESSAGE = 'Please verify reCaptcha before!'
