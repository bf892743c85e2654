import { useEffect, useMemo, useState } from 'react'
import {
  Button,
  Card,
  Container,
  Flex,
  Heading,
  Spinner,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Text,
} from '@sanity/ui'
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
  type ListPosition,
  type SubmissionDetailView,
  type SubmissionsFilter,
  type SubmissionsPage,
} from './adminApi'
import { CampaignReport } from './CampaignReport'
import { DailyCounts } from './DailyCounts'
import { SubmissionDetail } from './SubmissionDetail'
import { SubmissionFilters } from './SubmissionFilters'
import { SubmissionsTable } from './SubmissionsTable'
import { listCount, openedSubmissionId } from './submissionText'

/** The tool's tabs: the submissions, the report of where they came from, the alerts to operations. */
type View = 'submissions' | 'report' | 'alerts'

/**
 * The brand's submissions (docs/admin.md), in Sanity's own components (@sanity/ui: the Studio's
 * look, light and dark): filters (SubmissionFilters) applied by the site; a page at a time
 * (SubmissionsTable: name, email, form, site, received in site time, deliveries); where enquiries
 * came from (CampaignReport, DailyCounts); the alerts to operations on a tab of their own; a
 * submission's detail (SubmissionDetail) opened from the list or from an address with `?id=` (the
 * failure alert's link), with a retry for a failed delivery for a user whose roles allow it
 * (config's canHandleSubmissions); CSVs of the list and the report. The signed-in user's token
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
  // Where the list is: the page a cursor leads to, and its number from the first.
  const [position, setPosition] = useState<{ at: ListPosition; number: number }>({ at: {}, number: 1 })
  const change = (next: SubmissionsFilter) => {
    setFilter(next)
    setPosition({ at: {}, number: 1 })
  }
  const [choices, setChoices] = useState<FilterChoices>({ forms: [], sites: [] })
  const [list, setList] = useState<SubmissionsPage>()
  const [counts, setCounts] = useState<DailyCount[]>([])
  const [report, setReport] = useState<CampaignWeek[]>([])
  // The report is of visitors' submissions; the alerts' tab lists the alerts (kind=alerts).
  const [tab, setTab] = useState<View>('submissions')
  const alerts = tab === 'alerts'
  const showTab = (next: View) => {
    setTab(next)
    change({ ...filter, kind: next === 'alerts' ? 'alerts' : undefined })
  }
  // The detail last loaded, by its id: shown while the address opens that one.
  const [loaded, setLoaded] = useState<SubmissionDetailView>()
  const opened = loaded && loaded.id === openedId ? loaded : undefined
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
      const listed = await callAdminApi(adminApiUrl(origin, 'submissions', brand, filter, position.at), token)
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
  }, [origin, brand, filter, position, token, loads])

  useEffect(() => {
    let current = true
    if (!openedId) return
    callAdminApi(adminApiUrl(origin, `submissions/${encodeURIComponent(openedId)}`, brand), token)
      .then(async (response) => {
        const { submission } = (await response.json()) as { submission: SubmissionDetailView }
        if (current) setLoaded(submission)
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

  if (openedId) {
    return (
      <Container width={3} padding={4}>
        <Stack space={3}>
          {error ? (
            <Card padding={3} radius={2} tone="critical" role="alert">
              <Text size={1}>{error}</Text>
            </Card>
          ) : null}
          {opened ? (
            <SubmissionDetail
              submission={opened}
              siteLabel={siteLabel(opened.site)}
              onBack={() => open(undefined)}
              onRetry={(id) => void retry(id)}
              retryRefusal={retryRefusal}
            />
          ) : (
            !error && (
              <Flex justify="center" padding={4}>
                <Spinner muted />
              </Flex>
            )
          )}
        </Stack>
      </Container>
    )
  }

  const listing = (
    <Stack space={3}>
      {list ? (
        <>
          <Flex align="center" gap={2} wrap="wrap">
            <Text size={1} muted>
              {listCount(list, alerts ? 'alerts' : 'submissions', position.number)}
            </Text>
            <Button
              mode="ghost"
              fontSize={1}
              text="Previous"
              disabled={!list.newer}
              onClick={() => setPosition({ at: { newer: list.newer! }, number: position.number - 1 })}
            />
            <Button
              mode="ghost"
              fontSize={1}
              text="Next"
              disabled={!list.older}
              onClick={() => setPosition({ at: { older: list.older! }, number: position.number + 1 })}
            />
            {alerts ? null : (
              <Button mode="ghost" fontSize={1} text="Export CSV" onClick={() => void exportCsv()} />
            )}
          </Flex>
          <SubmissionsTable submissions={list.submissions} siteLabel={siteLabel} onOpen={open} />
        </>
      ) : (
        <Flex justify="center" padding={4}>
          <Spinner muted />
        </Flex>
      )}
    </Stack>
  )
  const view = (name: View) => ({
    id: `submissions-tab-${name}`,
    'aria-controls': `submissions-panel-${name}`,
    selected: tab === name,
    onClick: () => showTab(name),
  })

  return (
    <Container width={4} padding={4}>
      <Stack space={4}>
        <Heading as="h1" size={2}>
          Submissions
        </Heading>
        <TabList space={2}>
          <Tab {...view('submissions')} label="Submissions" />
          <Tab {...view('report')} label="Where enquiries came from" />
          <Tab {...view('alerts')} label="Alerts to operations" />
        </TabList>
        {error ? (
          <Card padding={3} radius={2} tone="critical" role="alert">
            <Text size={1}>{error}</Text>
          </Card>
        ) : null}
        <SubmissionFilters filter={filter} choices={choices} zone={zone} onChange={change} />
        <TabPanel id={`submissions-panel-${tab}`} aria-labelledby={`submissions-tab-${tab}`}>
          {tab === 'report' ? (
            <Stack space={5}>
              <CampaignReport
                weeks={report}
                zone={zone}
                onExport={() =>
                  void exportCsv('submissions/report.csv', `${brand}-enquiries-by-campaign.csv`)
                }
              />
              <DailyCounts counts={counts} zone={zone} />
            </Stack>
          ) : (
            listing
          )}
        </TabPanel>
      </Stack>
    </Container>
  )
}
