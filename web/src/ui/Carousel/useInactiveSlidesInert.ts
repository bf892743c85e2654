import { useEffect, type RefObject } from 'react'

/**
 * Makes the slides react-slick hides from screen readers (aria-hidden, out of view, and the
 * copies it adds to loop) inert as well, so nothing in them takes focus. Kept in step with
 * react-slick's own attribute, which it changes as a slide starts to move.
 */
export function useInactiveSlidesInert(frame: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const track = frame.current?.querySelector('.slick-track')
    if (!track) return
    const sync = () => {
      for (const slide of track.querySelectorAll('.slick-slide')) {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true')
      }
    }
    sync()
    const observer = new MutationObserver(sync)
    observer.observe(track, { subtree: true, childList: true, attributeFilter: ['aria-hidden'] })
    return () => observer.disconnect()
  }, [frame])
}
