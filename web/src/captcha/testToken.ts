/** The token the local test widget yields; the server accepts it only while no secret is set. */
export const TEST_CAPTCHA_TOKEN = 'test-captcha-token'
