import { backOfficeIsSandbox } from '@travel/config'
import { captchaSettings, invisibleCaptchaSettings } from '../../web/src/server/captcha/captchaSettings'
import { smtpSettings } from '../../web/src/server/mail/smtp'
import { checkServerSettings } from '../../web/src/server/serverSettings'
import { ENVIRONMENT, type Finding } from './finding'

type Env = Record<string, string | undefined>

/**
 * Google's published test keys (developers.google.com/recaptcha/docs/faq, "automated tests"):
 * with them every captcha passes, whoever sends the form.
 */
export const GOOGLE_TEST_KEYS = [
  '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
]

const finding = (problem: string, fix: string): Finding => ({ where: ENVIRONMENT, problem, fix })

const present = (env: Env, name: string) => Boolean(env[name]?.trim())

function messageOf(run: () => unknown): string | null {
  try {
    run()
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/** The captchas' settings, read as the server and the build read them. */
function captchaFindings(env: Env): Finding[] {
  const findings: Finding[] = []
  if (env.CAPTCHA_MODE?.trim() === 'test')
    findings.push(
      finding(
        'CAPTCHA_MODE=test: anyone passes the captcha with the test token.',
        'Environment: unset CAPTCHA_MODE.',
      ),
    )
  for (const [check, name, refused] of [
    [captchaSettings, 'RECAPTCHA_SECRET', 'every form with a captcha'],
    [
      invisibleCaptchaSettings,
      'RECAPTCHA_V3_SECRET',
      'every form that shows no captcha (the tailor-made wizard, the enquiry tabs…)',
    ],
  ] as const) {
    if (messageOf(() => check({ ...env, CAPTCHA_MODE: undefined })))
      findings.push(
        finding(`${name} is not set: the servers refuse ${refused}.`, `Environment: set ${name}.`),
      )
  }
  if (!present(env, 'NEXT_PUBLIC_RECAPTCHA_SITE_KEY'))
    findings.push(
      finding(
        'NEXT_PUBLIC_RECAPTCHA_SITE_KEY is not set: the forms show the local test captcha, not Google’s.',
        'Environment (for the build): set NEXT_PUBLIC_RECAPTCHA_SITE_KEY, then build again.',
      ),
    )
  if (!present(env, 'NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY'))
    findings.push(
      finding(
        'NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY is not set: forms without a visible captcha send no token, and are refused.',
        'Environment (for the build): set NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY, then build again.',
      ),
    )
  for (const name of [
    'NEXT_PUBLIC_RECAPTCHA_SITE_KEY',
    'RECAPTCHA_SECRET',
    'NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY',
    'RECAPTCHA_V3_SECRET',
  ])
    if (GOOGLE_TEST_KEYS.includes(env[name]?.trim() ?? ''))
      findings.push(
        finding(
          `${name} is Google’s test key: every captcha passes.`,
          `Environment: set ${name} to the brand's own reCAPTCHA key.`,
        ),
      )
  return findings
}

/**
 * What a production environment lacks or holds by mistake, read with the server's own parsing
 * (config and web/src/server): `env` as the production servers (and, for NEXT_PUBLIC_*, the
 * build) have it.
 */
export function environmentFindings(environment: Env): Finding[] {
  const env: Env = { ...environment, NODE_ENV: 'production' }
  const findings: Finding[] = []
  // A test captcha has its own finding below.
  const refused = messageOf(() => checkServerSettings({ ...env, CAPTCHA_MODE: undefined }))
  if (refused)
    findings.push(
      finding(
        `A production server refuses to start: ${refused}`,
        'Environment: set what the message names (docs/production.md, “Every setting”).',
      ),
    )
  if (!smtpSettings(env))
    findings.push(
      finding(
        'No SMTP server: form emails, confirmations and failure alerts are never sent.',
        'Environment: set SMTP_URL (or SMTP_HOST with SMTP_PORT, SMTP_USER, SMTP_PASSWORD).',
      ),
    )
  findings.push(...captchaFindings(env))
  if (present(env, 'SANDBOX_URL'))
    findings.push(
      finding(
        backOfficeIsSandbox(env)
          ? 'SANDBOX_URL is set and no back-office API is: every submission goes to the sandbox.'
          : 'SANDBOX_URL is set: each back-office API without its own URL is the sandbox.',
        'Environment: unset SANDBOX_URL and set every back-office API (docs/production.md).',
      ),
    )
  if (present(env, 'NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN'))
    findings.push(
      finding(
        `NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN is set: booking links go to ${env.NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN}, not the booking sites.`,
        'Environment (for the build): unset NEXT_PUBLIC_LOCAL_BOOKING_ORIGIN, then build again.',
      ),
    )
  return findings
}
