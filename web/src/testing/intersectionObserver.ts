/**
 * The browser's IntersectionObserver as jsdom lacks it: it reports only when a test says the
 * observed elements came into view. Call `installTestIntersectionObserver()` in a `beforeEach`.
 */
export class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = []
  observed: Element[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.instances.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.observed = []
  }
  unobserve() {}
  takeRecords() {
    return []
  }
  /** Reports each observed element as in view. */
  enterView() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }))
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver)
  }
}

/** Puts the test observer in the window, with no instance yet. */
export function installTestIntersectionObserver() {
  TestIntersectionObserver.instances = []
  window.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver
}
