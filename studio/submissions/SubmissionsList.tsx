import { useEffect, useMemo, useState } from 'react'
import { useClient, useCurrentUser } from 'sanity'
import { useRouter } from 'sanity/router'
import {
  canHandleSubmissions,
  siteOrBrandTimeZone,
  submissionsRefusal,
  zoneName,
  type BrandId,
} from '@travel/config'
import { roleNames } from '../documentActions'
import {
  adminApiOrigin,
  adminApiUrl,
  callAdminApi,
  type CampaignWeek,
  type DailyCount,
  type FilterChoices,
  type SubmissionDetailView,
  type SubmissionsFilter,
  type SubmissionsPage,
} from './adminApi'
import { SubmissionDetail } from './SubmissionDetail'
import { openedSubmissionId, targetName, when } from './submissionText'

const cell = {
  padding: '4px 8px',
  borderBottom: '1px solid var(--card-border-color, #ddd)',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
}

/**
 * The brand's submissions (docs/admin.md): filters by form (by title), site, delivery state and
 * dates, applied by the site; a page at a time; a submission's detail (SubmissionDetail) opened
 * from the list or from an address with `?id=` (the failure alert's link); a retry for a failed
 * delivery, for a user whose roles allow it (config's canHandleSubmissions); a CSV of the filtered list and counts per form per day. The signed-in user's token
 * goes to the site, which checks it with Sanity.
 */
export function SubmissionsList({ brand }: { brand: BrandId }) {
  const token = useClient({ apiVersion: '2025-02-19' }).config().token
  const retryRefusal = canHandleSubmissions(roleNames({ currentUser: useCurrentUser() }), brand, 'retry')
    ? undefined
    : submissionsRefusal(brand, 'retry')
  const router = useRouter()
  const openedId = openedSubmissionId(router.state._searchParams)
  const open = (id: string | undefined) => router.navigate(id ? { _searchParams: [['id', id]] } : {})
  const origin = useMemo(() => adminApiOrigin(brand), [brand])
  const [filter, setFilter] = useState<SubmissionsFilter>({})
  const [page, setPage] = useState(1)
  const change = (next: SubmissionsFilter) => {
    setFilter(next)
    setPage(1)
  }
  const [choices, setChoices] = useState<FilterChoices>({ forms: [], sites: [] })
  const [list, setList] = useState<SubmissionsPage>()
  const [counts, setCounts] = useState<DailyCount[]>([])
  const [report, setReport] = useState<CampaignWeek[]>([])
  const alerts = filter.kind === 'alerts'
  const [opened, setOpened] = useState<SubmissionDetailView>()
  const [error, setError] = useState<string>()

  // Bumped to load again (after a retry).
  const [loads, setLoads] = useState(0)

  useEffect(() => {
    let current = true
    callAdminApi(adminApiUrl(origin, 'forms', brand), token)
      .then(async (response) => {
        const next = (await response.json()) as FilterChoices
        if (current) setChoices(next)
      })
      .catch((failure: unknown) => current && setError(String(failure)))
    return () => {
      current = false
    }
  }, [origin, brand, token])

  useEffect(() => {
    let current = true
    const load = async () => {
      const listed = await callAdminApi(adminApiUrl(origin, 'submissions', brand, filter, page), token)
      const counted = await callAdminApi(adminApiUrl(origin, 'submissions/counts', brand, filter), token)
      const reported = await callAdminApi(adminApiUrl(origin, 'submissions/report', brand, filter), token)
      const next = (await listed.json()) as SubmissionsPage
      const nextCounts = ((await counted.json()) as { counts: DailyCount[] }).counts
      const nextReport = ((await reported.json()) as { report: CampaignWeek[] }).report
      if (!current) return
      setList(next)
      setCounts(nextCounts)
      setReport(nextReport)
      setError(undefined)
    }
    load().catch((failure: unknown) => {
      if (current) setError(String(failure))
    })
    return () => {
      current = false
    }
  }, [origin, brand, filter, page, token, loads])

  useEffect(() => {
    let current = true
    setOpened(undefined)
    if (!openedId) return
    callAdminApi(adminApiUrl(origin, `submissions/${encodeURIComponent(openedId)}`, brand), token)
      .then(async (response) => {
        const { submission } = (await response.json()) as { submission: SubmissionDetailView }
        if (current) setOpened(submission)
      })
      .catch((failure: unknown) => current && setError(String(failure)))
    return () => {
      current = false
    }
  }, [origin, brand, token, openedId, loads])

  async function retry(id: string) {
    try {
      await callAdminApi(
        adminApiUrl(origin, `deliveries/${encodeURIComponent(id)}/retry`, brand),
        token,
        'POST',
      )
      setLoads((count) => count + 1)
    } catch (failure) {
      setError(String(failure))
    }
  }

  async function exportCsv(path = 'submissions.csv', name = `${brand}-submissions.csv`) {
    try {
      const response = await callAdminApi(adminApiUrl(origin, path, brand, filter), token)
      const link = document.createElement('a')
      link.href = URL.createObjectURL(await response.blob())
      link.download = name
      link.click()
      URL.revokeObjectURL(link.href)
    } catch (failure) {
      setError(String(failure))
    }
  }

  // The days of From, To and the counts are the chosen site's, else the brand's (the admin API's filterTimeZone).
  const zone = zoneName(siteOrBrandTimeZone(brand, filter.site))
  const siteLabel = (id: string) => choices.sites.find((site) => site.id === id)?.label ?? id

  const select = (
    name: keyof SubmissionsFilter,
    label: string,
    options: { value: string; label: string }[],
    any: string,
  ) => (
    <label style={{ display: 'grid', gap: 2 }}>
      {label}
      <select
        value={filter[name] ?? ''}
        onChange={(event) => change({ ...filter, [name]: event.target.value })}
      >
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
  const text = (name: 'search' | 'source' | 'campaign', label: string) => (
    <label style={{ display: 'grid', gap: 2 }}>
      {label}
      <input
        type="search"
        value={filter[name] ?? ''}
        onChange={(event) => change({ ...filter, [name]: event.target.value })}
      />
    </label>
  )
  const date = (name: 'from' | 'to', label: string) => (
    <label style={{ display: 'grid', gap: 2 }}>
      {label}
      <input
        type="date"
        value={filter[name] ?? ''}
        onChange={(event) => change({ ...filter, [name]: event.target.value })}
      />
    </label>
  )

  if (openedId) {
    return (
      <main style={{ padding: 16, fontFamily: 'inherit' }}>
        {error && <p role="alert">{error}</p>}
        {opened ? (
          <SubmissionDetail
            submission={opened}
            siteLabel={siteLabel(opened.site)}
            onBack={() => open(undefined)}
            onRetry={(id) => void retry(id)}
            retryRefusal={retryRefusal}
          />
        ) : (
          !error && <p>Loading the submission…</p>
        )}
      </main>
    )
  }

  return (
    <main style={{ padding: 16, fontFamily: 'inherit' }}>
      <h1>Submissions</h1>
      <nav aria-label="Submissions or alerts" style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <button type="button" aria-pressed={!alerts} onClick={() => change({ ...filter, kind: undefined })}>
          Submissions
        </button>
        <button type="button" aria-pressed={alerts} onClick={() => change({ ...filter, kind: 'alerts' })}>
          Alerts to operations
        </button>
      </nav>
      <form
        style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault()
          setPage(1)
        }}
      >
        {select(
          'form',
          'Form',
          choices.forms.map((form) => ({ value: form.value, label: form.title })),
          'Every form',
        )}
        {select(
          'site',
          'Site',
          choices.sites.map((site) => ({ value: site.id, label: site.label })),
          'Every site',
        )}
        {select(
          'status',
          'Delivery',
          [
            { value: 'pending', label: 'Waiting to be delivered' },
            { value: 'delivered', label: 'Delivered' },
            { value: 'failed', label: 'Failed' },
          ],
          'Any',
        )}
        {text('search', 'Name or email')}
        {text('source', 'Source (utm_source)')}
        {text('campaign', 'Campaign (utm_campaign)')}
        {date('from', `From (${zone})`)}
        {date('to', `To (${zone})`)}
        <button type="button" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {list && (
        <>
          <p>
            {list.total} submissions · page {list.page} of {list.pages}{' '}
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </button>{' '}
            <button type="button" disabled={page >= list.pages} onClick={() => setPage(page + 1)}>
              Next
            </button>
          </p>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th style={cell}>Received</th>
                <th style={cell}>Name</th>
                <th style={cell}>Email</th>
                <th style={cell}>Form</th>
                <th style={cell}>Site</th>
                <th style={cell}>Deliveries</th>
              </tr>
            </thead>
            <tbody>
              {list.submissions.map((submission) => (
                <tr key={submission.id}>
                  <td style={cell}>
                    <button type="button" onClick={() => open(submission.id)}>
                      {when(submission.receivedAt, submission.timeZone)}
                    </button>
                    {submission.purged && ' (details removed)'}
                  </td>
                  <td style={cell}>{submission.name ?? '—'}</td>
                  <td style={cell}>{submission.email ?? '—'}</td>
                  <td style={cell}>{submission.formTitle}</td>
                  <td style={cell}>{siteLabel(submission.site)}</td>
                  <td style={cell}>
                    <ul style={{ margin: 0, paddingLeft: 16 }}>
                      {submission.deliveries.map((delivery) => (
                        <li key={delivery.id}>
                          {targetName(delivery.target)}: {delivery.status}
                          {delivery.lastErrorPlain && ` — ${delivery.lastErrorPlain}`}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <h2>Where enquiries came from, per week ({zone}, weeks from Monday)</h2>
      <button
        type="button"
        onClick={() => void exportCsv('submissions/report.csv', `${brand}-enquiries-by-campaign.csv`)}
      >
        Export report CSV
      </button>
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={cell}>Week from</th>
            <th style={cell}>Source</th>
            <th style={cell}>Medium</th>
            <th style={cell}>Campaign</th>
            <th style={cell}>Form</th>
            <th style={cell}>Enquiries</th>
          </tr>
        </thead>
        <tbody>
          {report.map((row) => (
            <tr key={[row.week, row.source, row.medium, row.campaign, row.form].join('|')}>
              <td style={cell}>{row.week}</td>
              <td style={cell}>{row.source ?? '(none)'}</td>
              <td style={cell}>{row.medium ?? '(none)'}</td>
              <td style={cell}>{row.campaign ?? '(none)'}</td>
              <td style={cell}>{row.formTitle}</td>
              <td style={cell}>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Per form per day ({zone})</h2>
      <table style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {counts.map(({ form, formTitle, day, count }) => (
            <tr key={`${form}-${day}`}>
              <td style={cell}>{day}</td>
              <td style={cell}>{formTitle}</td>
              <td style={cell}>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}
