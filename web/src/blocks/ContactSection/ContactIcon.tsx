import type { ContactSection } from '@/content/sanity.types'

type ContactIconName = NonNullable<
  NonNullable<NonNullable<ContactSection['infoSections']>[number]['items']>[number]['icon']
>

/** One path per icon of the schema's list: a new icon without its path fails tsc. */
const paths: Record<ContactIconName, string> = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.24 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  email: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4 7v10h16V7z',
  location:
    'M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z',
  clock: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm1 5h-2v6l5 3 1-1.7-4-2.3z',
}

/** The optional icon of a contact line; decorative, so hidden from screen readers. */
export function ContactIcon({ name }: { name: string | null }) {
  const path = name && Object.hasOwn(paths, name) ? paths[name as ContactIconName] : undefined
  if (!path) return null
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  )
}
