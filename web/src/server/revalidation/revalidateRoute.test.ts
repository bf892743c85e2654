/** @jest-environment node */
import crypto from 'node:crypto'
import { Readable } from 'node:stream'
import type { NextApiRequest } from 'next'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import revalidate from '../../../pages/api/revalidate'
import { rendersSettled } from './renderQueue'
import { fakeApiResponse } from '@/testing/fakeApiResponse'

const SECRET = 'test-webhook-secret'

function request(method: string, body: string, headers: Record<string, string> = {}) {
  return Object.assign(Readable.from([Buffer.from(body)]), { method, headers }) as unknown as NextApiRequest
}

/** The route's answer, and the pages it rendered again once they are. */
async function call(req: NextApiRequest) {
  const { res, recorded } = fakeApiResponse()
  await revalidate(req, res)
  await rendersSettled()
  return recorded
}

const MINUTE = 60_000

async function signed(body: string, secret = SECRET, signedAt = Date.now()) {
  return { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, signedAt, secret) }
}

const change = JSON.stringify({ _id: 'page-tours-about-us', _type: 'page', brand: 'tours', slug: 'about-us' })

beforeEach(() => {
  process.env.SANITY_REVALIDATE_SECRET = SECRET
})

afterEach(() => {
  jest.restoreAllMocks()
})

afterAll(() => {
  delete process.env.SANITY_REVALIDATE_SECRET
})

describe('POST /api/revalidate', () => {
  it('refuses an unsigned call', async () => {
    const res = await call(request('POST', change))
    expect(res.statusCode).toBe(401)
    expect(res.revalidated).toEqual([])
  })

  it('refuses a call signed with another secret', async () => {
    const res = await call(request('POST', change, await signed(change, 'guessed')))
    expect(res.statusCode).toBe(401)
    expect(res.revalidated).toEqual([])
  })

  it('refuses a signed body that was altered', async () => {
    const headers = await signed(change)
    const res = await call(request('POST', change.replace('tours', 'golf'), headers))
    expect(res.statusCode).toBe(401)
  })

  it('refuses a correctly signed call replayed 6 minutes later', async () => {
    const res = await call(request('POST', change, await signed(change, SECRET, Date.now() - 6 * MINUTE)))
    expect(res.statusCode).toBe(401)
    expect(res.body).toEqual({ message: 'Signature is more than 5 minutes old (or ahead)' })
    expect(res.revalidated).toEqual([])
  })

  it('refuses a correctly signed call dated 6 minutes ahead', async () => {
    const res = await call(request('POST', change, await signed(change, SECRET, Date.now() + 6 * MINUTE)))
    expect(res.statusCode).toBe(401)
    expect(res.revalidated).toEqual([])
  })

  it('accepts a call signed 4 minutes ago, for clocks that disagree a little', async () => {
    const res = await call(request('POST', change, await signed(change, SECRET, Date.now() - 4 * MINUTE)))
    expect(res.statusCode).toBe(202)
  })

  it('refuses a tampered signature, comparing it in constant time', async () => {
    const timingSafeEqual = jest.spyOn(crypto, 'timingSafeEqual')
    const header = (await signed(change))[SIGNATURE_HEADER_NAME]!
    const tampered = header.replace(/v1=(.)/, (_, first: string) => `v1=${first === 'A' ? 'B' : 'A'}`)
    const res = await call(request('POST', change, { [SIGNATURE_HEADER_NAME]: tampered }))
    expect(res.statusCode).toBe(401)
    expect(res.revalidated).toEqual([])
    expect(timingSafeEqual).toHaveBeenCalled()
  })

  const hostileSlugs = [
    '../x',
    'a?b',
    '%2e%2e',
    'a/../../api',
    '/about-us',
    'a#b',
    'a\\b',
    'About-Us',
    'a//b',
    // What the Studio refuses as editors type (config's isPageSlug): capitals, doubled or
    // trailing hyphens.
    'Summer-Sale',
    'summer--sale',
    'summer-sale-',
    '-summer-sale',
  ]
  it.each([
    ...hostileSlugs.map((slug) => [JSON.stringify(slug), slug]),
    ['of 201 characters', 'x'.repeat(201)],
  ])('answers 400 to the signed slug %s and re-renders nothing', async (_, slug) => {
    const body = JSON.stringify({ _id: 'page-x', _type: 'page', brand: 'tours', slug })
    const res = await call(request('POST', body, await signed(body)))
    expect(res.statusCode).toBe(400)
    expect(res.body).toEqual({ message: expect.stringMatching(/^slug must be/) })
    expect(res.revalidated).toEqual([])
  })

  it('re-renders a page whose slug has several segments', async () => {
    const body = JSON.stringify({ _id: 'page-x', _type: 'page', brand: 'tours', slug: 'guides/rail-2026' })
    const res = await call(request('POST', body, await signed(body)))
    expect(res.statusCode).toBe(202)
    expect(res.revalidated).toContain('/_sites/tours/guides/rail-2026')
  })

  it('refuses everything when no secret is configured', async () => {
    const headers = await signed(change)
    delete process.env.SANITY_REVALIDATE_SECRET
    expect((await call(request('POST', change, headers))).statusCode).toBe(401)
  })

  it("re-renders, for a page the brand's menus lead to, every page of the brand on each of its sites, and no other brand's", async () => {
    const res = await call(request('POST', change, await signed(change)))
    expect(res.statusCode).toBe(202)
    expect(res.revalidated).toEqual(
      expect.arrayContaining(['/_sites/tours/about-us', '/_sites/tours-nz/about-us']),
    )
    expect(res.revalidated).toEqual(expect.arrayContaining(['/_sites/tours', '/_sites/tours-nz']))
    expect(res.revalidated.every((path) => /^\/_sites\/tours(-nz)?(\/|$)/.test(path))).toBe(true)
    expect(res.body).toEqual({ revalidating: res.revalidated })
  })

  it("re-renders a post's page under every type (it may have changed type), the brand's lists and the pages listing posts", async () => {
    const body = JSON.stringify({ _id: 'post-x', _type: 'post', brand: 'golf', slug: 'gone-post' })
    const res = await call(request('POST', body, await signed(body)))
    expect(res.statusCode).toBe(202)
    expect(res.revalidated).toEqual(
      expect.arrayContaining([
        '/_sites/golf/news/gone-post',
        '/_sites/golf/travel-tips/gone-post',
        '/_sites/golf/press-release/gone-post',
        '/_sites/golf/news',
        '/_sites/golf',
      ]),
    )
    // Not another post's page, nor a page without a list of posts.
    expect(res.revalidated).not.toContain(
      '/_sites/golf/news/scotlands-links-for-2027-tee-times-now-confirmed',
    )
    expect(res.revalidated).not.toContain('/_sites/golf/about-us')
  })

  it('renders the pages again 8 at a time, after it has answered', async () => {
    const body = JSON.stringify({
      _id: 'siteSettings-tours',
      _type: 'siteSettings',
      brand: 'tours',
      slug: null,
    })
    const { res, recorded } = fakeApiResponse()
    let rendering = 0
    let most = 0
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    const record = res.revalidate.bind(res)
    res.revalidate = async (path) => {
      rendering += 1
      most = Math.max(most, rendering)
      await held
      await new Promise((resolve) => setImmediate(resolve))
      rendering -= 1
      return record(path)
    }
    await revalidate(request('POST', body, await signed(body)), res)
    // Answered while the first eight renders are still held.
    expect(recorded.statusCode).toBe(202)
    expect(recorded.revalidated).toEqual([])
    expect(rendering).toBe(8)
    const named = (recorded.body as { revalidating: string[] }).revalidating
    expect(named.length).toBeGreaterThan(8)
    release()
    await rendersSettled()
    expect(recorded.revalidated).toEqual(named)
    expect(most).toBe(8)
  })

  it('waits for the renders when asked to (Prefer: wait), and answers 200 with the paths rendered', async () => {
    const res = await call(request('POST', change, { ...(await signed(change)), prefer: 'wait=60' }))
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({ revalidated: res.revalidated })
    expect(res.revalidated).toContain('/_sites/tours/about-us')
  })

  it('answers 202 when the renders take longer than it was asked to wait', async () => {
    const { res, recorded } = fakeApiResponse()
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    res.revalidate = () => held
    await revalidate(request('POST', change, { ...(await signed(change)), prefer: 'wait=1' }), res)
    expect(recorded.statusCode).toBe(202)
    expect(recorded.body).toEqual({ revalidating: expect.arrayContaining(['/_sites/tours/about-us']) })
    release()
    await rendersSettled()
  })

  it('answers 400 to a signed body that names no brand', async () => {
    const body = JSON.stringify({ _id: 'x', _type: 'page', brand: 'nope' })
    const res = await call(request('POST', body, await signed(body)))
    expect(res.statusCode).toBe(400)
    expect(res.body).toEqual({ message: 'brand must be the id of a brand' })
  })

  it('answers 400 to a signed body that is not JSON', async () => {
    const body = 'not json'
    expect((await call(request('POST', body, await signed(body)))).statusCode).toBe(400)
  })

  it('answers 413 to an oversize body and 405 to other methods', async () => {
    expect((await call(request('POST', 'x'.repeat(101 * 1024)))).statusCode).toBe(413)
    const res = await call(request('GET', ''))
    expect(res.statusCode).toBe(405)
    expect(res.headers.Allow).toBe('POST')
  })
})
