/** @jest-environment node */
import { checkPreviewQuery, isSitePath, MAX_PREVIEW_LINK_SECONDS, previewQuery } from './previewSignature'

const secret = 'preview-secret'
const now = Date.UTC(2026, 10, 26, 12)
const query = (search: string) => Object.fromEntries(new URLSearchParams(search))

describe('preview links', () => {
  it('opens the signed page of the signed site while the link is fresh', () => {
    const signed = query(previewQuery('golf', '/about-us', secret, now))
    expect(checkPreviewQuery(signed, 'golf', secret, now + 60_000)).toEqual({ ok: true, path: '/about-us' })
  })

  it('refuses an unsigned link', () => {
    expect(checkPreviewQuery({ path: '/' }, 'golf', secret, now)).toEqual({ ok: false, reason: 'unsigned' })
  })

  it('refuses a link signed with another key, for another site or altered', () => {
    const signed = query(previewQuery('golf', '/about-us', 'another secret', now))
    expect(checkPreviewQuery(signed, 'golf', secret, now)).toMatchObject({ reason: 'invalid' })
    const ours = query(previewQuery('golf', '/about-us', secret, now))
    expect(checkPreviewQuery(ours, 'rail', secret, now)).toMatchObject({ reason: 'invalid' })
    expect(checkPreviewQuery({ ...ours, path: '/famils' }, 'golf', secret, now)).toMatchObject({
      reason: 'invalid',
    })
    const later = String(Number(ours.expires) + 60)
    expect(checkPreviewQuery({ ...ours, expires: later }, 'golf', secret, now)).toMatchObject({
      reason: 'invalid',
    })
  })

  it('refuses an expired link, and one valid for longer than any link we sign', () => {
    const signed = query(previewQuery('golf', '/', secret, now, 60))
    expect(checkPreviewQuery(signed, 'golf', secret, now + 61_000)).toEqual({ ok: false, reason: 'expired' })
    const tooLong = query(previewQuery('golf', '/', secret, now, MAX_PREVIEW_LINK_SECONDS + 60))
    expect(checkPreviewQuery(tooLong, 'golf', secret, now)).toMatchObject({ reason: 'invalid' })
  })

  it('opens nothing while no secret is configured', () => {
    const signed = query(previewQuery('golf', '/', secret, now))
    expect(checkPreviewQuery(signed, 'golf', undefined, now)).toEqual({ ok: false, reason: 'not configured' })
  })

  it('leads only to a page of the site itself', () => {
    expect(isSitePath('/tour-destination/asia/japan')).toBe(true)
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example', '/api/revalidate', '']) {
      expect(isSitePath(path)).toBe(false)
    }
    const signed = query(previewQuery('golf', '//evil.example', secret, now))
    expect(checkPreviewQuery(signed, 'golf', secret, now)).toMatchObject({ reason: 'invalid' })
  })
})
