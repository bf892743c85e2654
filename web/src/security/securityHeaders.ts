/**
 * The security headers of every response, in one place: next.config.ts applies them to all
 * routes, which covers `next start` and Vercel alike (Vercel serves Next's own header rules).
 */
export type SecurityHeaderOptions = {
  /** reCAPTCHA loads Google's script and frame; allowed only when a site key is configured. */
  recaptcha: boolean
  /** `next dev` evaluates code and talks to its HMR socket; production never does. */
  development: boolean
}

const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
]
const SANITY_CDN = 'https://cdn.sanity.io'

export function contentSecurityPolicy({ recaptcha, development }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Production pages load only their own files (webpack builds inline no script); `next dev`
    // inlines and evaluates its bootstrap and refresh code.
    'script-src': [
      "'self'",
      ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : []),
      ...(development ? ["'unsafe-inline'", "'unsafe-eval'"] : []),
    ],
    // styled-components writes its rules into <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', SANITY_CDN],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(development ? ['ws:'] : [])],
    'frame-src': recaptcha ? RECAPTCHA_FRAME_SOURCES : ["'none'"],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  ]
}
