import type { ConfigContext, Tool, ToolMenuProps } from 'sanity'
import { route } from 'sanity/router'
import { canHandleSubmissions, submissionsRefusal, type BrandId } from '@travel/config'
import { roleNames } from '../documentActions'
import { SubmissionsList } from './SubmissionsList'

/** What a workspace's tools carry for the tool menu: whether to leave the tool out of it. */
type SubmissionsToolOptions = { hiddenFromMenu: boolean }

/** The tool's address in a workspace, `…/<brand>/submissions`, and its unscoped search parameters. */
const toolRoute = {
  name: 'submissions',
  title: 'Submissions',
  router: route.create('/', { __unsafe_disableScopedSearchParams: true }),
}

/**
 * The Submissions tool of a brand's workspace (docs/admin.md). Its search parameters are not
 * scoped to the tool (as the Presentation tool's `?preview=`), so the failure alert's link
 * `…/<brand>/submissions?id=<submission>` opens that submission.
 */
export function submissionsTool(brand: BrandId): Tool<SubmissionsToolOptions> {
  return {
    ...toolRoute,
    component: () => <SubmissionsList brand={brand} />,
    options: { hiddenFromMenu: false },
  }
}

/**
 * In place of the Submissions tool, for a user whose roles do not open the brand's submissions:
 * left out of the tool menu, and at the tool's address (the failure alert's link, a bookmark) it
 * says which roles would open it, instead of Sanity's "Tool not found".
 */
export function submissionsRefusedTool(brand: BrandId): Tool<SubmissionsToolOptions> {
  return {
    ...toolRoute,
    component: () => (
      <main style={{ padding: 16 }}>
        <p role="alert">{submissionsRefusal(brand, 'read')}.</p>
        <p>
          Submissions hold visitors&apos; personal data. An administrator of the project can give you the
          role.
        </p>
      </main>
    ),
    options: { hiddenFromMenu: true },
  }
}

/**
 * A brand workspace's tools: the Submissions tool for a user who may read the brand's
 * submissions (config's canHandleSubmissions, the rule the site's admin API applies), its
 * refusal, out of the menu, for anyone else.
 */
export function brandTools(brand: BrandId) {
  return (previous: Tool[], context: Pick<ConfigContext, 'currentUser'>): Tool[] => [
    ...previous,
    canHandleSubmissions(roleNames(context), brand, 'read')
      ? submissionsTool(brand)
      : submissionsRefusedTool(brand),
  ]
}

/** The Studio's tool menu (top bar and side bar) without the tools marked `hiddenFromMenu`. */
export function ToolMenuWithoutHidden(props: ToolMenuProps) {
  const shown = props.tools.filter(
    (tool) => !(tool.options as Partial<SubmissionsToolOptions> | undefined)?.hiddenFromMenu,
  )
  return props.renderDefault({ ...props, tools: shown })
}
