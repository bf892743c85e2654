import type { SiteSettingsQueryResult } from '@/content/sanity.types'

/** What the header, footer and layout show of a site's settings document. */
export type SiteSettings = NonNullable<SiteSettingsQueryResult>
