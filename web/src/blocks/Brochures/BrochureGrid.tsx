import { Suspense, useEffect, useRef, useState, type MouseEvent } from 'react'
import { lazyPart } from '@/hydration/lazyPart'
import { Card, CardTitle, Cover, Grid, PageButton, Pager, Status } from './gridStyles'
import { movePage, pageCount, pageOf } from './paging'
import type { Brochure } from './types'
import { viewerUrl } from './viewerUrl'

// Needed once a brochure is opened: its code (the dialog's with it) loads when one is first
// pointed at or focused, so that it opens at once.
const BrochureDialog = lazyPart(() => import('./BrochureDialog').then((module) => module.BrochureDialog))
const preloadDialog = () => void BrochureDialog.preload().catch(() => undefined)

type Props = {
  brochures: Brochure[]
  /** The block's title: names the list and its paging for screen readers. */
  label: string
  /** Makes the ids of this block's elements (no useId in an island: docs/hydration.md). */
  idPrefix: string
  titleLevel: 'h2' | 'h3'
}

/** A page of brochures, previous/next within bounds, and the PDF of the one opened. */
export function BrochureGrid({ brochures, label, idPrefix, titleLevel }: Props) {
  const [page, setPage] = useState(1)
  const [opened, setOpened] = useState<Brochure | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  const count = pageCount(brochures.length)

  // Marks the grid as working once hydrated (the e2e tests wait for it): the server's HTML has no mark.
  useEffect(() => root.current?.setAttribute('data-live', 'true'), [])

  // What a turn of the page does once the new page is on screen (none before the first turn).
  const afterTurn = useRef<{ focus: HTMLButtonElement | null } | null>(null)
  useEffect(() => {
    const turned = afterTurn.current
    if (!turned) return
    afterTurn.current = null
    turned.focus?.focus({ preventScroll: true })
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    root.current
      ?.closest('section')
      ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  }, [page])

  const turn = (by: number) => {
    const target = movePage(page, by, count)
    if (target === page) return
    // The button now disabled would drop focus to the page: the other one takes it.
    const disabled = target === 1 ? previous.current : target === count ? next.current : null
    const other = disabled === previous.current ? next.current : previous.current
    afterTurn.current = { focus: disabled && document.activeElement === disabled ? other : null }
    setPage(target)
  }

  const open = (event: MouseEvent<HTMLAnchorElement>, brochure: Brochure) => {
    // A new tab or window asked for: the viewer on its own there, as without script.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setOpened(brochure)
  }

  return (
    <div ref={root}>
      <Grid aria-label={count > 1 ? `${label}, page ${page} of ${count}` : label}>
        {pageOf(brochures, page).map((brochure) => {
          const titleId = `${idPrefix}-${brochure._id}`
          return (
            <li key={brochure._id}>
              <Card
                href={viewerUrl(brochure.file)}
                aria-haspopup="dialog"
                aria-labelledby={titleId}
                onClick={(event) => open(event, brochure)}
                onPointerEnter={preloadDialog}
                onFocus={preloadDialog}
              >
                <Cover
                  image={brochure.image}
                  sizes="(min-width: 75rem) 17rem, (min-width: 40rem) 30vw, 45vw"
                />
                <CardTitle level={titleLevel} size="h4" id={titleId}>
                  {brochure.title}
                </CardTitle>
              </Card>
            </li>
          )
        })}
      </Grid>
      {count > 1 ? (
        <Pager aria-label={`${label}: pages`}>
          <PageButton ref={previous} type="button" disabled={page === 1} onClick={() => turn(-1)}>
            Previous
          </PageButton>
          <Status aria-live="polite">{`Page ${page} of ${count}`}</Status>
          <PageButton ref={next} type="button" disabled={page === count} onClick={() => turn(1)}>
            Next
          </PageButton>
        </Pager>
      ) : null}
      {opened ? (
        // Only ever rendered in the browser, after a click: its own boundary waits for its code.
        <Suspense fallback={null}>
          <BrochureDialog brochure={opened} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}
