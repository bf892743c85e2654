/**
 * One thing the launch check (scripts/check-launch.ts, docs/production.md) lists: what would
 * embarrass a brand on its first day, and what fixes it where.
 */
export interface Finding {
  /** Where it is: a site ('tours-nz'), a brand's sites ('tours, tours-nz') or 'environment'. */
  where: string
  /** What a visitor (or the brand's team) would meet. */
  problem: string
  /** Who fixes it, where and how: 'Studio: …', 'config/src/sites.ts: …', 'Environment: …'. */
  fix: string
}

/** The label of findings of a brand as a whole: its sites' ids. */
export const brandWhere = (sites: readonly { id: string }[]): string =>
  sites.map((site) => site.id).join(', ')

export const ENVIRONMENT = 'environment'
