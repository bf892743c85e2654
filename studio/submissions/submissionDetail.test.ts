import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { SubmissionView } from './adminApi'
import { SubmissionDetail } from './SubmissionDetail'
import { openedSubmissionId, targetName, valueText } from './submissionText'
import { submissionsTool } from './submissionsTool'

const submission: SubmissionView = {
  id: 's1',
  site: 'tours',
  form: 'cms-form',
  formTitle: 'Brochure request',
  formFilter: 'cms-form:form-tours-brochure-request',
  receivedAt: '2026-11-27T09:00:00.000Z',
  purged: false,
  purgedAt: null,
  fields: [
    { name: 'firstName', label: 'First name', value: 'Ana' },
    { name: 'newsletter', label: 'Send me the travel letter', value: true },
  ],
  attribution: { landingPage: '/offers/spring', utmSource: 'newsletter', utmCampaign: 'spring' },
  deliveries: [
    {
      id: 'd1',
      target: 'cms-store.form-submission',
      status: 'failed',
      attempts: 40,
      lastError: 'TypeError: Failed to fetch',
      lastErrorPlain: 'The back office could not be reached.',
      deliveredAt: null,
      nextAttemptAt: '2026-11-30T09:00:00.000Z',
    },
  ],
}

const render = (shown: SubmissionView) =>
  renderToStaticMarkup(
    createElement(SubmissionDetail, {
      submission: shown,
      siteLabel: 'wayfarertours.com.au',
      onBack: () => undefined,
      onRetry: () => undefined,
    }),
  )

describe("the Submissions tool's detail", () => {
  it('shows the form by its title, each field by its label, where the visit came from, and errors in plain words', () => {
    const html = render(submission)
    assert.match(html, /<h2>Brochure request<\/h2>/)
    assert.match(html, /on wayfarertours\.com\.au/)
    assert.match(html, /First name<\/th><td[^>]*>Ana</)
    assert.match(html, /Send me the travel letter<\/th><td[^>]*>Yes</)
    assert.match(html, /Landing page<\/th><td[^>]*>\/offers\/spring</)
    assert.match(html, /utm_campaign<\/th><td[^>]*>spring</)
    assert.ok(!html.includes('utm_medium'), 'a part the visit did not have is not listed')
    assert.match(html, /Back office \(CMS store\)<\/strong>: Failed after 40 tries/)
    assert.match(html, /<p[^>]*>The back office could not be reached\.<\/p>/)
    assert.match(html, /Technical detail: TypeError: Failed to fetch/)
    assert.match(html, />Try again</)
  })

  it('says when the details were removed, and when nothing is known of the visit', () => {
    const html = render({
      ...submission,
      purged: true,
      purgedAt: '2026-12-27T00:00:00.000Z',
      fields: [],
      attribution: null,
    })
    assert.match(html, /details were removed/)
    assert.match(html, /Not known/)
  })
})

describe("the tool's words", () => {
  it('open the submission an address names, and name targets and values plainly', () => {
    assert.equal(openedSubmissionId([['id', 's1']]), 's1')
    assert.equal(openedSubmissionId([['preview', '/']]), undefined)
    assert.equal(openedSubmissionId(undefined), undefined)
    assert.equal(targetName('email.form-notification'), 'Email to the team')
    assert.equal(targetName('something.new'), 'something.new')
    assert.equal(valueText(false), 'No')
    assert.equal(valueText(''), '—')
    assert.equal(valueText(3), '3')
  })
})

describe("the failure alert's link", () => {
  it('reaches the tool as `?id=`, unscoped, and opens that submission', () => {
    const router = submissionsTool('tours').router!
    assert.equal(router.__unsafe_disableScopedSearchParams, true)
    const state = router.decode('/?id=s1')
    assert.deepEqual(state, { _searchParams: [['id', 's1']] })
    assert.equal(openedSubmissionId(state?._searchParams as [string, string][]), 's1')
    assert.equal(router.encode({ _searchParams: [['id', 's1']] }), '/?id=s1')
  })
})
