import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createElement } from 'react'
import { renderToStaticMarkup as renderBare } from 'react-dom/server'
import { studioTheme, ThemeProvider } from '@sanity/ui'
import { readableMoment, submissionsRefusal } from '@travel/config'
import type { DeliveryEventView, SubmissionDetailView } from './adminApi'
import { historyLines } from './historyLines'
import { SubmissionDetail } from './SubmissionDetail'
import { listCount, openedSubmissionId, targetName, valueText } from './submissionText'
import { submissionsTool } from './submissionsTool'

const submission: SubmissionDetailView = {
  id: 's1',
  site: 'tours',
  form: 'cms-form',
  formTitle: 'Brochure request',
  formFilter: 'cms-form:form-tours-brochure-request',
  receivedAt: '2026-11-27T09:00:00.000Z',
  name: 'Ana Silva',
  email: 'ana@example.com',
  source: 'newsletter',
  campaign: 'spring',
  timeZone: 'Australia/Sydney',
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
      history: [],
      earlierTriesUnrecorded: true,
    },
  ],
}

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 9, minutes)).toISOString()
const unreachable = {
  error: 'TypeError: Failed to fetch',
  errorPlain: 'The back office could not be reached.',
}
const refused = {
  error: 'HTTP 401: Unauthorized',
  errorPlain: "The back office refused the site's credentials (it answered 401).",
}
/** A weekend's outage in short: three tries unreachable, one refused, a stop, a requeue, a delivery. */
const history: DeliveryEventView[] = [
  { at: at(0), outcome: 'retry', attempt: 1, ...unreachable },
  { at: at(1), outcome: 'retry', attempt: 2, ...unreachable },
  { at: at(3), outcome: 'retry', attempt: 3, ...unreachable },
  { at: at(7), outcome: 'failed', attempt: 4, ...refused },
  { at: at(30), outcome: 'requeued', attempt: null, error: null, errorPlain: null },
  { at: at(30), outcome: 'delivered', attempt: 1, error: null, errorPlain: null },
]
const time = (iso: string) => readableMoment(iso, 'Australia/Sydney')
const escaped = (text: string) => text.replaceAll("'", '&#x27;')
/** A row of a label and its value in the detail's tables: the label heads its row. */
const row = (label: string, value: string) =>
  new RegExp(`<th scope="row"[^>]*>(?:<[^>]+>)*${label}(?:</[^>]+>)*</th><td[^>]*>(?:<[^>]+>)*${value}<`)

/** As the Studio renders it: inside Sanity UI's theme. */
const renderToStaticMarkup = (element: Parameters<typeof renderBare>[0]) =>
  renderBare(createElement(ThemeProvider, { theme: studioTheme }, element))

const render = (shown: SubmissionDetailView) =>
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
    assert.match(html, /<h2[^>]*><span>Brochure request<\/span><\/h2>/)
    assert.match(html, /on wayfarertours\.com\.au/)
    // In the site's clock, labelled, wherever the editor's browser is: 09:00 UTC is 20:00 in Sydney.
    assert.match(html, /Received Fri,? 27 Nov 2026,? 20:00 AEDT on/)
    assert.match(html, row('First name', 'Ana'))
    assert.match(html, row('Send me the travel letter', 'Yes'))
    assert.match(html, row('Landing page', '/offers/spring'))
    assert.match(html, row('utm_campaign', 'spring'))
    assert.ok(!html.includes('utm_medium'), 'a part the visit did not have is not listed')
    // Each delivery: its back office as a badge, its state beside it, the error in plain words,
    // the raw text as code beneath.
    assert.match(html, /Back office \(CMS store\)(?:<\/[^>]+>)+(?:<[^>]+>)+Failed after 40 tries/)
    assert.match(html, /<p[^>]*><span>The back office could not be reached\.<\/span><\/p>/)
    assert.match(html, /<code>Technical detail: TypeError: Failed to fetch<\/code>/)
    assert.match(html, /<h3[^>]*><span>What they sent<\/span><\/h3>/)
    assert.match(html, /<button[^>]*>.*?>Try again</)
  })

  it('tells a reader who may not retry which roles would, in place of Try again', () => {
    const html = renderToStaticMarkup(
      createElement(SubmissionDetail, {
        submission,
        siteLabel: 'wayfarertours.com.au',
        onBack: () => undefined,
        onRetry: () => undefined,
        retryRefusal: submissionsRefusal('tours', 'retry'),
      }),
    )
    assert.ok(!html.includes('>Try again<'))
    assert.match(
      html,
      /You need the administrator role, or tours-submissions and tours-editor, to try a delivery again\./,
    )
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

describe("a delivery's history in the detail", () => {
  const withHistory = (delivery: Partial<SubmissionDetailView['deliveries'][number]>) =>
    render({ ...submission, deliveries: [{ ...submission.deliveries[0]!, ...delivery }] })

  it('lists each try with its time, what came of it and its error in plain words, the raw text below', () => {
    const html = withHistory({
      status: 'failed',
      attempts: 4,
      history: history.slice(0, 4),
      earlierTriesUnrecorded: false,
    })
    assert.match(html, /<details open=""/)
    assert.match(html, /History \(4 tries recorded\)/)
    assert.ok(!html.includes('Earlier tries were not recorded'))
    const items = html.split('<li').slice(1)
    assert.equal(items.length, 2, 'three tries that failed alike read as one line, then the last')
    assert.ok(items[0]!.includes(`${time(at(0))} to ${time(at(3))}`))
    assert.match(items[0]!, /Tries 1 to 3: Not delivered, each tried again later/)
    assert.match(
      items[0]!,
      /The back office could not be reached\.<\/span><\/p><pre[^>]*><code>Technical detail: TypeError: Failed to fetch/,
    )
    assert.ok(items[1]!.includes(time(at(7))))
    assert.match(items[1]!, /Try 4: Not delivered, and the site stopped trying/)
    assert.ok(items[1]!.includes(escaped(refused.errorPlain)))
    assert.match(items[1]!, /Technical detail: HTTP 401: Unauthorized/)
  })

  it('shows a requeue between the tries, and folds the history of a delivered delivery', () => {
    const html = withHistory({
      status: 'delivered',
      attempts: 1,
      deliveredAt: at(30),
      lastError: null,
      lastErrorPlain: null,
      history,
      earlierTriesUnrecorded: false,
    })
    assert.match(html, /<details>/)
    assert.match(html, /History \(5 tries recorded\)/)
    assert.match(html, /Sent again \(Try again, or by a developer\): the tries start over/)
    assert.match(html, /Try 1: Delivered/)
  })

  it('says when earlier tries were not recorded', () => {
    const html = render(submission)
    assert.match(html, /History \(0 tries recorded\)/)
    assert.match(html, /Earlier tries were not recorded/)
  })

  it('runs only tries that failed alike in a row', () => {
    const lines = historyLines([
      history[0]!,
      { ...history[1]!, ...refused },
      { ...history[2]!, ...refused },
      history[4]!,
      { ...history[0]!, at: at(31) },
    ])
    assert.deepEqual(
      lines.map(({ outcome, attempts }) => [outcome, attempts]),
      [
        ['retry', [1, 1]],
        ['retry', [2, 3]],
        ['requeued', null],
        ['retry', [1, 1]],
      ],
    )
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
    assert.equal(
      listCount({ total: 120, totalCapped: false, pageSize: 50 }, 'submissions', 2),
      '120 submissions · page 2 of 3',
    )
    assert.equal(
      listCount({ total: 0, totalCapped: false, pageSize: 50 }, 'alerts', 1),
      '0 alerts · page 1 of 1',
    )
    assert.equal(
      listCount({ total: 10000, totalCapped: true, pageSize: 50 }, 'submissions', 4),
      'More than 10000 submissions · page 4',
    )
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
