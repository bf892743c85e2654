import { plainError } from './plainError'

describe("a delivery's error in plain words", () => {
  it.each([
    ['TypeError: Failed to fetch', 'cms-store.form-submission', 'The back office could not be reached.'],
    ['fetch failed', 'passenger-portal.contact-us', 'The back office could not be reached.'],
    [
      'HTTP 503: {"error":"down"}',
      'reservation.flight',
      'The back office had a problem of its own (it answered 503).',
    ],
    [
      'HTTP 401: unauthorised',
      'cms-store.form-submission',
      "The back office refused the site's credentials (it answered 401).",
    ],
    [
      'HTTP 422: {"email":"bad"}',
      'cms-store.form-submission',
      'The back office refused what the site sent (it answered 422).',
    ],
    [
      'HTTP 429: slow down',
      'cms-store.form-submission',
      'The back office asked the site to slow down (it answered 429).',
    ],
    [
      'The operation was aborted due to timeout',
      'warehouse.tailor-made',
      'The back office did not answer in time.',
    ],
    [
      'connect ECONNREFUSED 127.0.0.1:587',
      'email.form-notification',
      'The mail server refused the connection: it may be down.',
    ],
    [
      'Invalid login: 535 5.7.8 Authentication failed',
      'email.form-notification',
      "The mail server refused the site's login.",
    ],
    [
      'SMTP is not configured: set SMTP_URL or SMTP_HOST',
      'email.form-confirmation',
      'Sending email is not set up on the site.',
    ],
    [
      'The stored submission no longer fits the form: email: Required',
      'cms-store.form-submission',
      'The form was changed after this was sent, so it could not be sent as it was.',
    ],
    [
      'Something odd',
      'cms-store.form-submission',
      'The back office could not take it, for a reason the site does not recognise.',
    ],
  ])('%s (to %s)', (raw, target, words) => {
    expect(plainError(raw, target)).toBe(words)
  })

  it('is nothing without an error', () => {
    expect(plainError(null, 'cms-store.form-submission')).toBeNull()
  })
})
