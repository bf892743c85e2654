import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/** True on the server and while React hydrates its HTML; false in a client-side render. */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  )
}

/**
 * Props of an element whose server HTML React must keep as it is: React neither hydrates nor
 * touches what is inside innerHTML. One object for every render: React rewrites innerHTML
 * whenever this prop changes identity.
 */
export const KEEP_SERVER_HTML = {
  dangerouslySetInnerHTML: { __html: '' },
  suppressHydrationWarning: true,
} as const
