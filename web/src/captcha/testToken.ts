/** The token the local test widget yields; the server accepts it only in test mode (captchaSettings). */
export const TEST_CAPTCHA_TOKEN = 'test-captcha-token'
