import { allowedBrochureUrl } from '../../../public/frontend/brochure-url.js'
import { viewerUrl } from './viewerUrl'

// The check of the viewer page (web/public/frontend/view-brochure.js), which refuses to show
// anything but the site's own files; web/e2e/brochures.spec.ts opens it with each in Chromium.
const SITE = 'https://www.wayfarertours.com.au'
const CDN_FILE = 'https://cdn.sanity.io/files/abc123/production/9f0e1d.pdf'
/** The project's files, as the viewer's policy names them (web/src/site/sanityAssets.test.ts). */
const PROJECT_FILES = 'https://cdn.sanity.io/files/abc123/production/'

describe("the brochure viewer's address check", () => {
  it.each([
    ['a path on the site', '/_seed/files/9f0e1d.pdf', `${SITE}/_seed/files/9f0e1d.pdf`],
    ['the site’s own origin', `${SITE}/_seed/files/9f0e1d.pdf`, `${SITE}/_seed/files/9f0e1d.pdf`],
    ['a file of the project on Sanity’s CDN', CDN_FILE, CDN_FILE],
  ])('shows %s', (_, url, shown) => {
    expect(allowedBrochureUrl(url, SITE, PROJECT_FILES)).toBe(shown)
  })

  it('works on a site served over http (local and test servers)', () => {
    expect(allowedBrochureUrl('/_seed/files/a.pdf', 'http://tours.localhost:3100', null)).toBe(
      'http://tours.localhost:3100/_seed/files/a.pdf',
    )
  })

  it.each([
    ['nothing', null],
    ['an empty address', ''],
    ['javascript:', 'javascript:alert(document.domain)'],
    ['JavaScript: in capitals, after spaces', '  JavaScript:alert(1)'],
    ['javascript: split by a tab', 'java\tscript:alert(1)'],
    ['data:', 'data:application/pdf;base64,JVBERi0xLjQK'],
    ['data: HTML', 'data:text/html,<script>alert(1)</script>'],
    ['blob:', `blob:${SITE}/0b1c`],
    ['a protocol-relative address', '//evil.example/brochure.pdf'],
    ['a protocol-relative address by backslashes', '/\\evil.example/brochure.pdf'],
    ['a backslash address', '\\\\evil.example\\brochure.pdf'],
    ['a foreign host', 'https://evil.example/brochure.pdf'],
    ['a foreign host dressed as ours', `https://www.wayfarertours.com.au.evil.example/a.pdf`],
    ['credentials before a foreign host', 'https://www.wayfarertours.com.au@evil.example/a.pdf'],
    ['our host over the other scheme', 'http://www.wayfarertours.com.au/_seed/files/a.pdf'],
    ['our host on another port', 'https://www.wayfarertours.com.au:8443/_seed/files/a.pdf'],
    ['Sanity’s CDN over http', CDN_FILE.replace('https:', 'http:')],
    ['Sanity’s CDN outside its files', 'https://cdn.sanity.io/images/abc123/production/a.jpg'],
    ['another project’s file on Sanity’s CDN', 'https://cdn.sanity.io/files/attacker/production/phish.pdf'],
    ['another dataset’s file', 'https://cdn.sanity.io/files/abc123/staging/phish.pdf'],
    ['another scheme', 'ftp://www.wayfarertours.com.au/a.pdf'],
    ['a relative path', '_seed/files/a.pdf'],
  ])('refuses %s', (_, url) => {
    expect(allowedBrochureUrl(url, SITE, PROJECT_FILES)).toBeNull()
  })

  it('refuses every file of Sanity’s CDN when the policy names no project (embedded content)', () => {
    expect(allowedBrochureUrl(CDN_FILE, SITE, null)).toBeNull()
  })
})

describe('the address of the viewer', () => {
  it('carries the file URL, encoded, as its url parameter', () => {
    const address = viewerUrl(`${CDN_FILE}?dl=a b&x=1`)
    expect(address).toMatch(/^\/frontend\/view-brochure\.html\?url=/)
    expect(new URL(address, SITE).searchParams.get('url')).toBe(`${CDN_FILE}?dl=a b&x=1`)
  })
})
