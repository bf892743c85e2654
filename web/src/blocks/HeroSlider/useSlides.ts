import { useEffect, useState } from 'react'

/** Spec 02 §9: the hero moves on every 10 seconds. */
export const HERO_ADVANCE_MS = 10_000
/** When the second slide's image starts loading, once the page has settled. */
const LOAD_NEXT_AFTER_MS = 2_000

function withSlides(seen: ReadonlySet<number>, ...slides: number[]): ReadonlySet<number> {
  return slides.every((slide) => seen.has(slide)) ? seen : new Set([...seen, ...slides])
}

/**
 * Which of `count` slides shows, moving on by itself every 10 s (wrapping round) while
 * `running`; any move by the visitor starts the 10 s again. `seen` holds the slides whose images
 * may load: the first, then (once the page has settled) the second, and on each move the slide
 * shown and the one after it.
 */
export function useSlides(count: number, running: boolean) {
  const [index, setIndex] = useState(0)
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]))
  const wrap = (value: number) => ((value % count) + count) % count

  const move = (target: number) => {
    const shown = wrap(target)
    setIndex(shown)
    setSeen((current) => withSlides(current, shown, wrap(shown + 1)))
  }

  useEffect(() => {
    if (!running || count < 2) return
    const timer = setTimeout(() => {
      const shown = (index + 1) % count
      setIndex(shown)
      setSeen((current) => withSlides(current, shown, (shown + 1) % count))
    }, HERO_ADVANCE_MS)
    return () => clearTimeout(timer)
  }, [running, count, index])

  useEffect(() => {
    if (count < 2) return
    const timer = setTimeout(() => setSeen((current) => withSlides(current, 1)), LOAD_NEXT_AFTER_MS)
    return () => clearTimeout(timer)
  }, [count])

  return {
    index,
    seen,
    goTo: move,
    previous: () => move(index - 1),
    next: () => move(index + 1),
  }
}
