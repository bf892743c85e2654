import type { Tool } from 'sanity'
import type { BrandId } from '@travel/config'
import { SubmissionsList } from './SubmissionsList'

/** The Submissions tool of a brand's workspace (docs/admin.md). */
export function submissionsTool(brand: BrandId): Tool {
  return {
    name: 'submissions',
    title: 'Submissions',
    component: () => <SubmissionsList brand={brand} />,
  }
}
