import nodemailer from 'nodemailer'
import type { ReceivedMail } from './mailbox'
import { startSandbox, type Sandbox } from './server'

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, smtpPort: 0 })
})

afterAll(async () => {
  await sandbox.close()
})

beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/mail`, { method: 'DELETE' })
  await fetch(`${sandbox.url}/__sandbox/mail/fail`, { method: 'DELETE' })
})

const mailOf = async (to?: string): Promise<ReceivedMail[]> => {
  const query = to ? `?to=${encodeURIComponent(to)}` : ''
  return ((await (await fetch(`${sandbox.url}/__sandbox/mail${query}`)).json()) as { mail: ReceivedMail[] })
    .mail
}

const send = (to: string, messageId = `<${Math.random()}@example.com>`) =>
  nodemailer.createTransport({ url: sandbox.smtpUrl }).sendMail({
    from: 'Website <no-reply@example.com>',
    to,
    subject: 'Réservation confirmée',
    text: 'Merci ! Your enquiry = received.\n\nA long line '.padEnd(200, 'x'),
    html: '<p>Merci</p>',
    messageId,
  })

it('keeps what nodemailer sends, readable at /__sandbox/mail: recipients, subject and the text part decoded', async () => {
  await send('ana@example.com', '<delivery-1@example.com>')
  const [mail] = await mailOf('ana@example.com')
  expect(mail).toMatchObject({
    messageId: '<delivery-1@example.com>',
    fromHeader: 'Website <no-reply@example.com>',
    to: ['ana@example.com'],
    subject: 'Réservation confirmée',
    duplicate: false,
  })
  expect(mail).not.toHaveProperty('replyTo')
  expect(mail!.text).toContain('Merci ! Your enquiry = received.')
  expect(mail!.text).toContain('x'.repeat(100))
  expect(await mailOf('someone@example.com')).toEqual([])
})

it('marks a repeated Message-ID as a duplicate: a sender that sent one mail twice', async () => {
  await send('sam@example.com', '<same@example.com>')
  await send('sam@example.com', '<same@example.com>')
  expect((await mailOf('sam@example.com')).map((mail) => mail.duplicate)).toEqual([false, true])
})

it('refuses the next messages that match while the outage switch is on, then accepts again', async () => {
  const switched = await fetch(`${sandbox.url}/__sandbox/mail/fail?times=1&code=451&match=lee@example.com`, {
    method: 'POST',
  })
  expect(switched.status).toBe(204)
  await send('other@example.com')
  await expect(send('lee@example.com')).rejects.toThrow(/451/)
  await send('lee@example.com')
  expect(await mailOf('lee@example.com')).toHaveLength(1)
  const used = await (await fetch(`${sandbox.url}/__sandbox/mail/fail?match=lee@example.com`)).json()
  expect(used).toEqual({ refused: [expect.objectContaining({ code: 451, match: 'lee@example.com' })] })
  expect(await mailOf('other@example.com')).toHaveLength(1)
  const bad = await fetch(`${sandbox.url}/__sandbox/mail/fail?times=1&code=250`, { method: 'POST' })
  expect(bad.status).toBe(400)
})

it('keeps the From and Reply-To headers a mail program shows', async () => {
  await nodemailer.createTransport({ url: sandbox.smtpUrl }).sendMail({
    from: 'Silver Line Rail Journeys <hello@silverlinerail.com.au>',
    replyTo: 'journeys@silverlinerail.com.au',
    to: 'kim@example.com',
    subject: 'Hi',
    text: 'Hi',
  })
  const [mail] = await mailOf('kim@example.com')
  expect(mail).toMatchObject({
    fromHeader: 'Silver Line Rail Journeys <hello@silverlinerail.com.au>',
    replyTo: 'journeys@silverlinerail.com.au',
  })
})
