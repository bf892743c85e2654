import { useEffect, useMemo, useState } from 'react'
import { useClient } from 'sanity'
import type { BrandId } from '@travel/config'
import {
  adminApiOrigin,
  adminApiUrl,
  callAdminApi,
  type DailyCount,
  type SubmissionsFilter,
  type SubmissionsPage,
} from './adminApi'

const cell = {
  padding: '4px 8px',
  borderBottom: '1px solid #ddd',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
}

/**
 * The brand's submissions (docs/admin.md): filters, a page at a time with each delivery's state,
 * a retry for a failed delivery, a CSV of the filtered list and counts per form per day. The
 * signed-in user's token goes to the site, which checks it with Sanity.
 */
export function SubmissionsList({ brand }: { brand: BrandId }) {
  const token = useClient({ apiVersion: '2025-02-19' }).config().token
  const origin = useMemo(() => adminApiOrigin(brand), [brand])
  const [filter, setFilter] = useState<SubmissionsFilter>({})
  const [page, setPage] = useState(1)
  const change = (next: SubmissionsFilter) => {
    setFilter(next)
    setPage(1)
  }
  const [list, setList] = useState<SubmissionsPage>()
  const [counts, setCounts] = useState<DailyCount[]>([])
  const [error, setError] = useState<string>()

  // Bumped to load the list again (after a retry).
  const [loads, setLoads] = useState(0)

  useEffect(() => {
    let current = true
    const load = async () => {
      const listed = await callAdminApi(adminApiUrl(origin, 'submissions', brand, filter, page), token)
      const counted = await callAdminApi(adminApiUrl(origin, 'submissions/counts', brand, filter), token)
      const next = (await listed.json()) as SubmissionsPage
      const nextCounts = ((await counted.json()) as { counts: DailyCount[] }).counts
      if (!current) return
      setList(next)
      setCounts(nextCounts)
      setError(undefined)
    }
    load().catch((failure: unknown) => {
      if (current) setError(String(failure))
    })
    return () => {
      current = false
    }
  }, [origin, brand, filter, page, token, loads])

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

  async function exportCsv() {
    try {
      const response = await callAdminApi(adminApiUrl(origin, 'submissions.csv', brand, filter), token)
      const link = document.createElement('a')
      link.href = URL.createObjectURL(await response.blob())
      link.download = `${brand}-submissions.csv`
      link.click()
      URL.revokeObjectURL(link.href)
    } catch (failure) {
      setError(String(failure))
    }
  }

  const field = (name: keyof SubmissionsFilter, label: string, type = 'text') => (
    <label style={{ display: 'grid', gap: 2 }}>
      {label}
      {name === 'status' ? (
        <select
          value={filter.status ?? ''}
          onChange={(event) => change({ ...filter, status: event.target.value })}
        >
          <option value="">Any</option>
          <option value="pending">Pending</option>
          <option value="delivered">Delivered</option>
          <option value="failed">Failed</option>
        </select>
      ) : (
        <input
          type={type}
          value={filter[name] ?? ''}
          onChange={(event) => change({ ...filter, [name]: event.target.value })}
        />
      )}
    </label>
  )

  return (
    <main style={{ padding: 16, fontFamily: 'inherit' }}>
      <h1>Submissions</h1>
      <form
        style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault()
          setPage(1)
        }}
      >
        {field('form', 'Form')}
        {field('status', 'Delivery status')}
        {field('from', 'From', 'date')}
        {field('to', 'To', 'date')}
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
                <th style={cell}>Form</th>
                <th style={cell}>Site</th>
                <th style={cell}>Deliveries</th>
              </tr>
            </thead>
            <tbody>
              {list.submissions.map((submission) => (
                <tr key={submission.id}>
                  <td style={cell}>
                    {new Date(submission.receivedAt).toLocaleString()}
                    {submission.purged && ' (payload purged)'}
                  </td>
                  <td style={cell}>{submission.form}</td>
                  <td style={cell}>{submission.site}</td>
                  <td style={cell}>
                    <ul style={{ margin: 0, paddingLeft: 16 }}>
                      {submission.deliveries.map((delivery) => (
                        <li key={delivery.id}>
                          {delivery.target}: {delivery.status} ({delivery.attempts} attempts)
                          {delivery.lastError && ` — ${delivery.lastError}`}
                          {delivery.status === 'failed' && (
                            <>
                              {' '}
                              <button type="button" onClick={() => void retry(delivery.id)}>
                                Retry
                              </button>
                            </>
                          )}
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
      <h2>Per form per day</h2>
      <table style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {counts.map(({ form, day, count }) => (
            <tr key={`${form}-${day}`}>
              <td style={cell}>{day}</td>
              <td style={cell}>{form}</td>
              <td style={cell}>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}
