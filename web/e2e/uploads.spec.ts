import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { E2E_PORT, E2E_SUBMISSIONS_DB, siteUrl } from './helpers/server'

// The upload path (issue 17; the career form's CV, spec 01 §7 call 2): a page of the site posts
// a file as the form will, multipart from the browser, and gets back a URL the back office can
// download it from.
const fixture = (name: string) => readFileSync(path.join(__dirname, '..', 'src', 'testing', 'uploads', name))

type Answer = { status: number; body: { name?: string; url?: string; message?: string } }

/** How many uploads the e2e server keeps for a site (in its submissions database). */
function uploadsKept(site: string): number {
  const db = new Database(E2E_SUBMISSIONS_DB, { readonly: true })
  try {
    return (db.prepare('select count(*) as n from upload_files where site = ?').get(site) as { n: number }).n
  } finally {
    db.close()
  }
}

test('a page of the site uploads a CV (PDF), which is served back only as a download', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl('golf', '/'))
  const bytes = [...fixture('cv.pdf')]
  const post = (content: number[], withPass: boolean) =>
    page.evaluate(
      async ({ content, withPass }) => {
        const form = new FormData()
        form.append('file', new File([new Uint8Array(content)], 'My CV.pdf', { type: 'application/pdf' }))
        // The pass a live form asks for first (issue 44): without it, no file is taken.
        const given = withPass
          ? ((await (await fetch('/api/uploads/cv/passes', { method: 'POST' })).json()) as { pass: string })
          : undefined
        const headers: Record<string, string> = given ? { 'upload-pass': given.pass } : {}
        const res = await fetch('/api/uploads/cv', { method: 'POST', body: form, headers })
        return { status: res.status, body: await res.json() }
      },
      { content, withPass },
    )
  const withoutPass: Answer = await post(bytes, false)
  expect(withoutPass).toEqual({
    status: 403,
    body: expect.objectContaining({ message: 'Please reload the page and choose your file again.' }),
  })
  expect(uploadsKept('golf')).toBe(0)
  const answer: Answer = await post(bytes, true)
  expect(answer.status).toBe(201)
  const url = answer.body.url!
  expect(answer.body.name).toMatch(/^[A-Za-z0-9_-]{32}\.pdf$/)
  expect(url).toBe(siteUrl('golf', `/api/uploads/cv/${answer.body.name}`))

  // Fetched back by the URL the upload answered, on the host it names.
  const download = (host: string) =>
    request.get(`http://localhost:${E2E_PORT}${new URL(url).pathname}`, { headers: { host } })
  const served = await download(new URL(url).host)
  expect(served.status()).toBe(200)
  expect(served.headers()).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': 'attachment; filename="cv.pdf"',
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  })
  expect(Buffer.from(await served.body()).equals(fixture('cv.pdf'))).toBe(true)
  // Another brand's site does not serve it.
  expect((await download(`tours.localhost:${E2E_PORT}`)).status()).toBe(404)
})

test('a page refused: an HTML file named .pdf is not kept, and another origin cannot post at all', async ({
  page,
}) => {
  await page.goto(siteUrl('golf', '/'))
  const refused: Answer = await page.evaluate(async () => {
    const form = new FormData()
    form.append(
      'file',
      new File(['<!doctype html><script>alert(1)</script>'], 'cv.pdf', { type: 'application/pdf' }),
    )
    const { pass } = (await (await fetch('/api/uploads/cv/passes', { method: 'POST' })).json()) as {
      pass: string
    }
    const res = await fetch('/api/uploads/cv', {
      method: 'POST',
      body: form,
      headers: { 'upload-pass': pass },
    })
    return { status: res.status, body: await res.json() }
  })
  expect(refused).toEqual({
    status: 415,
    body: expect.objectContaining({ message: 'Please upload a PDF, DOC or DOCX file.' }),
  })

  // A page of another site posts the same form to cruises: the browser sends it (a form post
  // needs no preflight), and the route refuses it (its Origin is not the host): nothing is kept.
  await page.goto(siteUrl('tours', '/'))
  await page.evaluate(
    async (target) => {
      const form = new FormData()
      form.append('file', new File(['%PDF-1.4'], 'cv.pdf'))
      // The route answers without reading the body and closes the connection, which the
      // browser may report as a network error.
      await fetch(target, { method: 'POST', body: form, mode: 'no-cors' }).catch(() => undefined)
    },
    siteUrl('cruises', '/api/uploads/cv'),
  )
  expect(uploadsKept('cruises')).toBe(0)
})
