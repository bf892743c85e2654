/**
 * jsdom has no window.matchMedia: answers the media queries a test names as matching, every
 * other as not. Call it before rendering; `afterEach(() => restore())` with what it returns.
 */
export function fakeMatchMedia(matching: string[] = []): () => void {
  const original = window.matchMedia
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList
  return () => {
    window.matchMedia = original
  }
}
