/**
 * The Next.js internals the site's code relies on, in one place. None is a public API: any
 * release of next may change them, so web/package.json pins next to one version and an upgrade
 * is a decision, taken with the tests that cover each (named below). Lint keeps `next/dist/*`
 * imports out of every other module. The build's one (the define that tells the browser build
 * proxy.ts's matchers) stays in web/next.config.ts, which Next loads without our modules, and
 * fails the build if Next stops defining it.
 */

// The Pages Router's context, which next/router's useRouter reads: an island rendered as its own
// React root provides it again (HydrateOnInteraction.tsx; its test and the e2e forms cover it).
export { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'

/**
 * Whether a browser history entry is one Next's router made (it marks them `__N`). The wizard's
 * own entries lack it, and Next's router leaves a pop to them alone (useWizardHistory.ts;
 * web/e2e/tailorMade.spec.ts goes back with the browser's button).
 */
export function isNextHistoryEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && '__N' in state
}
