import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { StoredMail } from './storedMail'

type Env = Record<string, string | undefined>

/**
 * SMTP settings from the environment: SMTP_URL (smtp://user:password@host:port, smtps:// for
 * TLS from the start), or SMTP_HOST with SMTP_PORT, SMTP_USER, SMTP_PASSWORD and SMTP_SECURE.
 * Undefined when neither is set: mail deliveries then fail, and are retried, until it is.
 */
export function smtpSettings(env: Env = process.env): SMTPTransport.Options | undefined {
  if (env.SMTP_URL) return { url: env.SMTP_URL }
  if (!env.SMTP_HOST) return undefined
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT || 587),
    secure: env.SMTP_SECURE === 'true',
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
  }
}

/**
 * The sender of a mail that names none (the failure alerts, and form mails stored before brands
 * had their own): SMTP_FROM, e.g. `Website <no-reply@example.com>`.
 */
export function mailFrom(env: Env = process.env): string {
  return env.SMTP_FROM || 'Website <no-reply@localhost>'
}

let cached: { key: string; transporter: Transporter } | undefined

function transporter(env: Env): Transporter {
  const settings = smtpSettings(env)
  if (!settings) throw new Error('SMTP is not configured: set SMTP_URL or SMTP_HOST')
  const key = JSON.stringify(settings)
  if (cached?.key !== key) {
    // Within the outbox's lease (60 s): a hung server fails the attempt, which is retried.
    const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }
    cached = { key, transporter: nodemailer.createTransport({ ...timeouts, ...settings }) }
  }
  return cached.transporter
}

/** The Message-ID of a delivery's mail: the same on every attempt, so a repeat is recognisable. */
export function messageIdFor(deliveryId: string, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost'
  return `<${deliveryId}@${domain}>`
}

/**
 * Sends one stored mail, from its own sender (a brand's) or SMTP_FROM; resolves once the SMTP
 * server accepted it. The delivery's id is its Message-ID: a server (or the sandbox's sink)
 * sees a repeat as the same message.
 */
export async function sendStoredMail(mail: StoredMail, deliveryId: string, env: Env = process.env) {
  const from = mail.from || mailFrom(env)
  await transporter(env).sendMail({
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: messageIdFor(deliveryId, from),
  })
}
