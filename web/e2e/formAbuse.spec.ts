import { createServer, get as httpGet, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { sandboxRequests } from './helpers/sandbox'
import { E2E_PORT, siteUrl } from './helpers/server'
import { storedWith } from './helpers/store'

// What the form routes do with posts no visitor of ours would send.
const CONTACT = '/api/forms/contact'
const CMS_FORM = '/api/form-submissions'

type Reply = { status: number; text: string; body: { id?: string; errors?: { message: string }[] } }

/** node:http sends the Host header and the body exactly as given (fetch would replace them). */
function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        port: E2E_PORT,
        path,
        method: 'POST',
        headers: { host: 'tours.localhost', 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text, body: JSON.parse(text) }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

function contactBody(email: string): string {
  return JSON.stringify({
    title: 'Ms',
    firstName: 'Ada',
    lastName: 'Park',
    phoneCountry: 'AU',
    phoneNumber: '0412 345 678',
    email,
    message: '',
    captchaToken: 'test-captcha-token',
  })
}

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
const delivered = async (email: string) =>
  (await sandboxRequests('passenger-portal.contact-us')).filter(
    (received) => received.body?.email === email && !received.replayed,
  )

test("a site cannot take another brand's form by naming another site in a header", async () => {
  const cruisesForm = 'form-cruises-stay-in-touch'
  const reply = await post(
    CMS_FORM,
    JSON.stringify({ form: cruisesForm, submissionData: [{ field: 'email', value: 'x@example.com' }] }),
    { 'x-site-id': 'cruises' },
  )
  expect(reply.status).toBe(400)
  expect(reply.body.errors![0]!.message).toBe('This form is no longer available. Please reload the page.')
})

test('posts that are not JSON, or come from another site, are refused and never delivered', async () => {
  const email = uniqueEmail('abuse')
  expect((await post(CONTACT, contactBody(email), { 'content-type': 'text/plain' })).status).toBe(415)
  expect((await post(CONTACT, contactBody(email), { origin: 'https://elsewhere.example' })).status).toBe(403)
  expect((await post(CONTACT, contactBody(email), { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  expect(storedWith(email)).toEqual([])
})

test("another site's page cannot make its visitors' browsers post to our forms", async ({ page }) => {
  const email = uniqueEmail('cross-site')
  // A page elsewhere, served by a server of its own, with no policy of ours in the way.
  const elsewhere = createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Elsewhere</title>'),
  )
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
  const { port } = elsewhere.address() as AddressInfo
  await page.goto(`http://127.0.0.1:${port}/`)
  const outcomes = await page.evaluate(
    async ({ url, body }) => {
      const attempt = (init: RequestInit) =>
        fetch(url, { method: 'POST', body, ...init }).then(
          (response) => `answered ${response.type}`,
          () => 'blocked',
        )
      return {
        // JSON needs the browser to ask first; the answer allows no other origin.
        json: await attempt({ headers: { 'content-type': 'application/json' } }),
        // A form-like post goes without asking: the route refuses it.
        plain: await attempt({ mode: 'no-cors', headers: { 'content-type': 'text/plain' } }),
      }
    },
    { url: siteUrl('tours', CONTACT), body: contactBody(email) },
  )
  elsewhere.close()
  expect(outcomes).toEqual({ json: 'blocked', plain: 'answered opaque' })
  expect(storedWith(email)).toEqual([])
})

test('a post repeated with its Idempotency-Key gets the first answer and is delivered once', async () => {
  const email = uniqueEmail('retried')
  const key = { 'idempotency-key': `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}` }
  const first = await post(CONTACT, contactBody(email), key)
  const again = await post(CONTACT, contactBody(email), key)
  expect(first.status).toBe(201)
  expect(again).toMatchObject({ status: 201, body: { id: first.body.id } })
  // Stored once, and its delivery done: the outbox has nothing of it left to send.
  const allDone = () =>
    storedWith(email).map(({ deliveries }) => deliveries.every((status) => status === 'delivered'))
  await expect.poll(allDone).toEqual([true])
  expect(await delivered(email)).toHaveLength(1)
})

test('a body of 33,000 list entries is refused at once, with a small answer, and pages stay fast', async () => {
  const getHome = () =>
    new Promise((resolve, reject) =>
      httpGet({ port: E2E_PORT, path: '/', headers: { host: 'tours.localhost' } }, (response) =>
        response.resume().on('end', resolve),
      ).on('error', reject),
    )
  const timed = async (work: () => Promise<unknown>) => {
    const started = Date.now()
    await work()
    return Date.now() - started
  }
  // What a small refused post and a page take beside each other on this machine, now: a busy
  // machine slows both alike, so the huge body is held to this, not to a fixed clock.
  const small = JSON.stringify({ form: 'x', submissionData: [{}] })
  const usual = await timed(() => Promise.all([post(CMS_FORM, small), getHome()]))
  const body = JSON.stringify({ form: 'x', submissionData: Array(33_000).fill({}) })
  let reply: Awaited<ReturnType<typeof post>> | undefined
  const huge = await timed(async () => {
    ;[reply] = await Promise.all([post(CMS_FORM, body), getHome()])
  })
  expect(reply?.status).toBe(400)
  expect(reply?.text.length).toBeLessThan(16 * 1024)
  // Reading 33,000 entries one by one took seconds; refused at once, it costs about a small post.
  expect(huge).toBeLessThan(usual * 3 + 500)
})
