import { getSite } from '@travel/config'
import { useSite } from '@/site/SiteContext'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import type { BlockProps } from '@/blocks/types'
import { AgentFormFrame } from '@/forms/agent/AgentFormFrame'

// The form, its date picker and validation load apart from the page (the server waits for
// them): in the browser when the visitor first reaches for the form.
const AcceptanceForm = lazyPart(() =>
  import('@/forms/agent/AcceptanceForm').then((module) => module.AcceptanceForm),
)

/** The agent acceptance form under its title; each application's type is the page's title. */
export function AgentAcceptanceForm({ block, headingLevel }: BlockProps<'agentAcceptanceForm'>) {
  const site = getSite(useSite().id)
  return (
    <AgentFormFrame title={block.title} intro={block.intro} headingLevel={headingLevel}>
      <HydrateOnInteraction load={AcceptanceForm.preload}>
        {(entered) => (
          <AcceptanceForm
            place={{ page: block.page, block: block._key }}
            phoneRegion={site?.phoneRegion ?? 'AU'}
            termsReference={block.termsReference}
            sectionHeading={headingLevel === 'h1' ? 'h2' : 'h3'}
            idPrefix={`acceptance-${block._key}`}
            entered={entered}
          />
        )}
      </HydrateOnInteraction>
    </AgentFormFrame>
  )
}
