/**
 * The visitor's reduced-motion setting as the browser reports it (jsdom has no matchMedia): every
 * other media query does not match. Listeners are accepted and never called.
 */
export function preferReducedMotion(reduce: boolean): void {
  window.matchMedia = (query: string) => {
    const list: Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'> = {
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }
    return list as MediaQueryList
  }
}
