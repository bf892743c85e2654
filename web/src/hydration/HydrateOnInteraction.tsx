import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { Root } from 'react-dom/client'
import { FORM_ISLAND, FORM_ISLAND_LISTENING, takeHeldSubmit } from './heldSubmits'
import { PageProviders, usePageContexts } from './PageProviders'
import { tellReactWhatWasTyped } from './typedWhileHydrating'
import { KEEP_SERVER_HTML, useIsHydrating } from './serverHtml'
import { afterNextPaint } from '@/ui/afterNextPaint'

/**
 * Marks the element the island's own React root hydrates: the only child of the island's element,
 * which is the page's. Never the page's element itself: React looks an event's element up as the
 * page's, and while the island's root hydrates it would stop the event there, before the island
 * could stop a send's navigation (the page would reload, empty). On an element of its own, React
 * hydrates the island at once to deliver the event (selective hydration).
 */
export const ISLAND_ROOT = { 'data-island-root': '' } as const

/**
 * What a visitor already entered in the server-rendered controls, by control name: a text (a
 * field, a list, a text area), whether a box is ticked, and a radio group's chosen value (a group
 * with none chosen is not in it).
 */
export type EnteredValues = Record<string, string | boolean>

type Props = {
  /** Renders the island; `entered` is empty on the server and in client-side navigations. */
  children: (entered: EnteredValues) => ReactNode
  /** Loads the island's code before it hydrates (a lazyPart's `preload`). */
  load?: () => Promise<unknown>
  /**
   * Also hydrates as soon as the island scrolls into view (an IntersectionObserver), for a part
   * that must run before any interaction: a carousel's auto-play, a counter that counts up.
   */
  whenVisible?: boolean
}

function enteredValues(container: HTMLElement): EnteredValues {
  const entered: EnteredValues = {}
  for (const control of container.querySelectorAll<HTMLInputElement>(
    'input[name], select[name], textarea[name]',
  )) {
    if (control.type === 'radio') {
      if (control.checked) entered[control.name] = control.value
    } else entered[control.name] = control.type === 'checkbox' ? control.checked : control.value
  }
  return entered
}

/**
 * Calls `onHydrated` once the island is on screen and settled: after the render that follows its
 * first commit, so what its parts set up in their first effects (a captcha ticked before
 * hydration gives its token then) is in place before a held submit is replayed.
 */
function HydratedSignal({ onHydrated, onCommitted }: { onHydrated: () => void; onCommitted: () => void }) {
  const [committed, setCommitted] = useState(false)
  // In the commit's own task: nothing typed can come between it and this.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first commit
  useLayoutEffect(onCommitted, [])
  useEffect(() => {
    if (committed) onHydrated()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the one extra render is the point: it carries what the parts' first effects set
    else setCommitted(true)
  }, [committed, onHydrated])
  return null
}

/**
 * Server-renders a heavy interactive part (a form) but leaves its HTML inert in the browser
 * until the visitor reaches for it: the first focus, pointer press or submit inside hydrates it
 * (or the focus being inside already when the page hydrates)
 * as its own React root, in place (with `whenVisible`, so does its scrolling into view). Until
 * then the page's hydration skips it entirely, which keeps the main thread free while the page
 * loads. What the visitor typed before that moment
 * is handed to the island as `entered`; a submit made before it is replayed after, also one made
 * before the page's scripts ran (held by public/frontend/hold-submits.js: src/hydration/heldSubmits.ts).
 *
 * The island's markup must not depend on `useId` (its ids would differ from the server's):
 * give controls ids built from the form's name and the block key.
 *
 * What it buys (npm run bench), with its code in a lazyPart that loads only then: form pages
 * load the same JavaScript up front as content pages (+14.2 KB gz over the framework floor,
 * from +59 KB), and score within the performance budget (87 before).
 */
export function HydrateOnInteraction({ children, load, whenVisible = false }: Props) {
  const hydrating = useIsHydrating()
  // Decided once: hydration defers the island; a client-side render has no HTML to keep.
  const [deferred, setDeferred] = useState(hydrating)
  const container = useRef<HTMLDivElement>(null)
  const island = useRef<{
    root: Root | 'loading' | null
    live: boolean
    pendingSubmit: HTMLFormElement | null
  }>({
    root: null,
    live: false,
    pendingSubmit: null,
  })
  const contexts = usePageContexts()

  // The island is a separate root. It gets what a block can expect from the page, the page's
  // contexts, again. It renders once, with the children of the moment it hydrates.
  const render = (entered: EnteredValues) => {
    return (
      <PageProviders contexts={contexts}>
        {children(entered)}
        <HydratedSignal onHydrated={onHydrated} onCommitted={onCommitted} />
      </PageProviders>
    )
  }

  const onCommitted = () => {
    if (container.current) tellReactWhatWasTyped(container.current)
  }

  const onHydrated = () => {
    const state = island.current
    if (state.live) return
    state.live = true
    const form = state.pendingSubmit
    state.pendingSubmit = null
    form?.requestSubmit()
  }

  /**
   * Hydrates the island. `whenPainted`: a press, focus or send started it, and the browser shows
   * its answer first (the pressed button, the caret); the island's code, already preloaded, is
   * evaluated and rendered after that paint, not inside the press (what INP measures). What the
   * visitor does meanwhile is kept: a send is held, typing is handed over as `entered`.
   */
  const hydrate = (whenPainted: 'now' | 'after the press is painted') => {
    const element = container.current
    const islandRoot = element?.firstElementChild
    const state = island.current
    if (!element || !islandRoot || state.root) return
    state.root = 'loading'
    const painted =
      whenPainted === 'now' ? Promise.resolve() : new Promise<void>((resolve) => afterNextPaint(resolve))
    // react-dom/client is already in the framework bundle: that import resolves at once.
    void painted
      .then(() => Promise.all([import('react-dom/client'), load?.()]))
      .then(
        ([{ hydrateRoot }]) => {
          if (state.root !== 'loading') return // unmounted meanwhile
          // Read only now: the visitor may have typed while the code loaded. What they type while
          // React hydrates, React is told of as it commits (typedWhileHydrating.ts).
          const entered = enteredValues(element)
          // As a transition, React hydrates the island in slices of a few milliseconds, giving the
          // main thread back between them, not in one long task.
          startTransition(() => {
            state.root = hydrateRoot(islandRoot, render(entered), {
              // A broken island must not leave a hole in the page: render it in the page instead.
              onUncaughtError: (error) => {
                console.error('The island failed; rendering it in the page instead', error)
                renderInPage()
              },
            })
          })
        },
        (error: unknown) => {
          // The code could not load (offline?): the next interaction tries again.
          console.error('Could not load the island', error)
          if (state.root === 'loading') state.root = null
        },
      )
  }

  const hydrateAfterPress = () => hydrate('after the press is painted')

  const unmountIsland = () => {
    const root = island.current.root
    island.current.root = null
    // Unmounting a root while React renders is not allowed: do it just after.
    if (root && root !== 'loading') setTimeout(() => root.unmount())
  }

  const renderInPage = () => {
    unmountIsland()
    setDeferred(false)
  }

  useLayoutEffect(() => {
    // Nothing to keep (no server HTML came): render the island in the page.
    if (deferred && container.current && !container.current.firstChild) setDeferred(false)
  }, [deferred])

  useEffect(() => unmountIsland, [])

  // The island holds its sends from now on, until it is live. A send the page's hold script
  // stopped before that (public/frontend/hold-submits.js) is sent as one made now: once hydrated.
  // A visitor already in the island (they focused a field before the page's scripts ran) has
  // reached for it too.
  useEffect(() => {
    const element = container.current
    if (!deferred || !element) return
    // A form sent before it is live would navigate, and the page would come back empty. A DOM
    // listener, not React's: while the island's root hydrates, React hands a send to no one.
    // It stops the send there too: if React hydrated the island for it, the island's own handler
    // must not send it as well; it is sent once, when the island has settled.
    const holdSend = (event: SubmitEvent) => {
      const state = island.current
      if (state.live || !(event.target instanceof HTMLFormElement)) return
      event.preventDefault()
      event.stopPropagation()
      state.pendingSubmit = event.target
      hydrateAfterPress()
    }
    element.addEventListener('submit', holdSend, { capture: true })
    const held = takeHeldSubmit(element)
    if (held) island.current.pendingSubmit = held
    if (held || element.contains(document.activeElement)) hydrate('now')
    return () => element.removeEventListener('submit', holdSend, { capture: true })
    // hydrate reads refs only: this runs once per deferred island.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deferred])

  useEffect(() => {
    const element = container.current
    if (!whenVisible || !deferred || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      hydrate('now')
    })
    observer.observe(element)
    return () => observer.disconnect()
    // hydrate reads refs only: the observer is set once per deferred island.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [whenVisible, deferred])

  if (typeof window === 'undefined')
    return (
      <div key="page" {...FORM_ISLAND}>
        <div {...ISLAND_ROOT}>{children({})}</div>
      </div>
    )
  if (!deferred)
    return (
      <div key="page" {...FORM_ISLAND} {...FORM_ISLAND_LISTENING}>
        <div {...ISLAND_ROOT}>{children({})}</div>
      </div>
    )
  return (
    <div
      key="island"
      ref={container}
      {...FORM_ISLAND}
      {...KEEP_SERVER_HTML}
      onFocusCapture={hydrateAfterPress}
      onPointerDownCapture={hydrateAfterPress}
    />
  )
}
