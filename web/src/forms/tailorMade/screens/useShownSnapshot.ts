import { startTransition, useEffect, useState } from 'react'
import type { Observer, Snapshot, Subscription } from 'xstate'

type Watched<Shown> = {
  getSnapshot: () => Shown
  subscribe: (observer: Partial<Observer<Shown>>) => Subscription
}

/**
 * The actor's snapshot to render, as `useMachine` gives it, but a change of screen is rendered as
 * a transition: the tap that asked for it (Next, Previous, a choice that moves on) is answered at
 * the next paint, and React renders the new screen in slices after it, the old one staying until
 * the new one is ready. Any other change (a box ticked, a field's message) renders at once: a
 * control must show what the visitor did in the same frame. `screenOf` names a snapshot's screen.
 *
 * `useMachine` reads the actor through useSyncExternalStore, whose updates React always renders
 * at once, in the event that caused them (the Next's 57–92 ms at 4× in docs/performance.md).
 */
export function useShownSnapshot<Shown extends Snapshot<unknown>>(
  actor: Watched<Shown>,
  screenOf: (snapshot: Shown) => string,
): Shown {
  const [shown, setShown] = useState<Shown>(() => actor.getSnapshot())
  useEffect(() => {
    let latest: Shown = actor.getSnapshot()
    // A change between the render and this effect (the actor starting): shown once, not lost.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the same snapshot renders nothing
    setShown(latest)
    const show = (next: Shown) => {
      const newScreen = screenOf(next) !== screenOf(latest)
      latest = next
      if (newScreen) startTransition(() => setShown(next))
      else setShown(next)
    }
    const subscription = actor.subscribe({ next: show, error: () => show(actor.getSnapshot()) })
    return () => subscription.unsubscribe()
  }, [actor, screenOf])
  if (shown.status === 'error') throw shown.error
  return shown
}
