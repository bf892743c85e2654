import type { Tool } from 'sanity'
import { route } from 'sanity/router'
import type { BrandId } from '@travel/config'
import { SubmissionsList } from './SubmissionsList'

/**
 * The Submissions tool of a brand's workspace (docs/admin.md). Its search parameters are not
 * scoped to the tool (as the Presentation tool's `?preview=`), so the failure alert's link
 * `…/<brand>/submissions?id=<submission>` opens that submission.
 */
export function submissionsTool(brand: BrandId): Tool {
  return {
    name: 'submissions',
    title: 'Submissions',
    component: () => <SubmissionsList brand={brand} />,
    router: route.create('/', { __unsafe_disableScopedSearchParams: true }),
  }
}
