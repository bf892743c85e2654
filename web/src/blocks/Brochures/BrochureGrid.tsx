import { Suspense, useEffect, useRef, useState, type MouseEvent } from 'react'
import styled from 'styled-components'
import { lazyPart } from '@/hydration/lazyPart'
import { Button } from '@/ui/Button'
import { CmsImage } from '@/ui/CmsImage'
import { movePage, pageCount, pageOf } from './paging'
import type { Brochure } from './types'
import { viewerUrl } from './viewerUrl'

// Needed once a brochure is opened: its code (the dialog's with it) loads when one is first
// pointed at or focused, so that it opens at once.
const BrochureDialog = lazyPart(() => import('./BrochureDialog').then((module) => module.BrochureDialog))
const preloadDialog = () => void BrochureDialog.preload().catch(() => undefined)

/** Fewer columns on smaller screens; a page still holds 16 (paging.ts). */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.75rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 40rem) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  @media (min-width: 64rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 2rem 1.5rem;
  }
`

const Card = styled.a`
  display: block;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius};

  &:hover h3,
  &:hover h2 {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 4px;
  }
`

/** A brochure's cover: portrait, whatever the picture's own shape, so the rows line up. */
const Cover = styled(CmsImage)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 4;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 0.5rem 1.25rem rgb(0 0 0 / 0.15);
`

const CardTitle = styled.h3`
  margin: 0.75rem 0 0;
  font-size: 1rem;
  line-height: 1.35;
`

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem 1.25rem;
  margin-top: 2.5rem;
`

const PageButton = styled(Button)`
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`

const Status = styled.p`
  margin: 0;
  font-weight: 600;
`

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
                <CardTitle as={titleLevel} id={titleId}>
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
