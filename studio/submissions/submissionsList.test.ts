import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { studioTheme, ThemeProvider } from '@sanity/ui'
import type { CampaignWeek, SubmissionView } from './adminApi'
import { CampaignReport } from './CampaignReport'
import { SubmissionFilters } from './SubmissionFilters'
import { SubmissionsTable } from './SubmissionsTable'

/** A component as the Studio renders it: inside Sanity UI's theme. */
const render = (element: ReactElement) =>
  renderToStaticMarkup(createElement(ThemeProvider, { theme: studioTheme }, element))
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

const submission: SubmissionView = {
  id: 's1',
  site: 'tours-nz',
  form: 'contact',
  formTitle: 'Contact',
  formFilter: 'contact',
  receivedAt: '2026-11-27T09:00:00.000Z',
  name: 'Ana Silva',
  email: 'ana@example.com',
  source: 'newsletter',
  campaign: 'spring',
  timeZone: 'Pacific/Auckland',
  purged: false,
  purgedAt: null,
  fields: [],
  attribution: null,
  deliveries: [
    {
      id: 'd1',
      target: 'passenger-portal.contact-us',
      status: 'failed',
      attempts: 40,
      lastError: 'TypeError: Failed to fetch',
      lastErrorPlain: 'The back office could not be reached.',
      deliveredAt: null,
      nextAttemptAt: '2026-11-30T09:00:00.000Z',
    },
  ],
}

describe("the Submissions tool's list", () => {
  it('shows each visitor by name and email, received in its site’s time, and each delivery’s state', () => {
    const shown = text(
      render(
        createElement(SubmissionsTable, {
          submissions: [submission],
          siteLabel: () => 'wayfarertours.co.nz',
          onOpen: () => undefined,
        }),
      ),
    )
    for (const heading of ['Received', 'Name', 'Email', 'Form', 'Site', 'Deliveries'])
      assert.ok(shown.includes(heading), heading)
    // 09:00 UTC is 22:00 in Auckland (NZDT), labelled.
    assert.match(shown, /Fri,? 27 Nov 2026,? 22:00 NZDT/)
    assert.ok(shown.includes('Ana Silva') && shown.includes('ana@example.com'))
    assert.ok(shown.includes('wayfarertours.co.nz'))
    assert.match(shown, /Failed Passenger portal — The back office could not be reached\./)
  })

  it('says so when nothing matches', () => {
    const shown = text(
      render(
        createElement(SubmissionsTable, { submissions: [], siteLabel: String, onOpen: () => undefined }),
      ),
    )
    assert.match(shown, /No submissions match these choices\./)
  })

  it('filters by name or email, campaign and days of the chosen site’s clock, each field labelled', () => {
    const html = render(
      createElement(SubmissionFilters, {
        filter: { search: 'silva' },
        choices: {
          forms: [{ value: 'contact', title: 'Contact' }],
          sites: [{ id: 'tours-nz', label: 'wayfarertours.co.nz' }],
        },
        zone: 'Auckland time',
        onChange: () => undefined,
      }),
    )
    for (const label of [
      'Name or email',
      'Form',
      'Site',
      'Delivery',
      'Source (utm_source)',
      'Campaign (utm_campaign)',
      'From (Auckland time)',
      'To (Auckland time)',
    ]) {
      const id = new RegExp(
        `<label[^>]*for="([^"]+)"[^>]*><span>${label.replace(/[()]/g, '\\$&')}</span></label>`,
      ).exec(html)?.[1]
      assert.ok(id, `${label} is a label`)
      assert.match(html, new RegExp(`id="${id}"`), `${label} labels its field`)
    }
    assert.match(html, /value="silva"/)
  })

  it('reports enquiries per week, campaign and form, a visit with none under “(none)”', () => {
    const weeks: CampaignWeek[] = [
      {
        week: '2026-11-30',
        source: 'newsletter',
        medium: 'email',
        campaign: 'spring',
        form: 'contact',
        formTitle: 'Contact',
        count: 3,
      },
      {
        week: '2026-11-30',
        source: null,
        medium: null,
        campaign: null,
        form: 'contact',
        formTitle: 'Contact',
        count: 1,
      },
    ]
    const shown = text(
      render(createElement(CampaignReport, { weeks, zone: 'Sydney time', onExport: () => undefined })),
    )
    assert.match(shown, /weeks from Monday, Sydney time/)
    assert.match(shown, /2026-11-30 newsletter email spring Contact 3/)
    assert.match(shown, /2026-11-30 \(none\) \(none\) \(none\) Contact 1/)
    assert.match(shown, /Export report CSV/)
  })
})
