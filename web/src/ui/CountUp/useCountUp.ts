import { useEffect, useState, type RefObject } from 'react'
import { countAt } from './countUp'

/**
 * The number to show: the total first (the server's HTML, and so what visitors without script
 * and search engines read), then, once `target` is half in view, a count from 0 up to it, once.
 * Visitors who prefer reduced motion keep the total. The count follows the clock, not a
 * 1 ms timer: browsers run timers 4 ms apart at best, and one render a frame is all the eye sees.
 */
export function useCountUp(total: number, target: RefObject<Element | null>): number {
  const [shown, setShown] = useState(total)

  useEffect(() => {
    const element = target.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const start = performance.now()
        const tick = (now: number) => {
          const value = countAt(total, now - start)
          setShown(value)
          if (value < total) frame = requestAnimationFrame(tick)
        }
        setShown(0)
        frame = requestAnimationFrame(tick)
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [total, target])

  return shown
}
