import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import type { BlockProps } from '@/blocks/types'
import { AgentFormFrame } from '@/forms/agent/AgentFormFrame'

// The form, its validation and its dialog load apart from the page (the server waits for
// them): in the browser when the visitor first reaches for the form.
const VirtuosoForm = lazyPart(() =>
  import('@/forms/virtuoso/VirtuosoForm').then((module) => module.VirtuosoForm),
)

const NO_LOCATIONS: readonly string[] = []

/** The virtuoso (agent) registration form under its title, which names each registration. */
export function VirtuosoFormBlock({ block, headingLevel }: BlockProps<'virtuosoForm'>) {
  const title = block.title ?? ''
  return (
    <AgentFormFrame title={title} intro={block.intro} headingLevel={headingLevel}>
      <HydrateOnInteraction load={VirtuosoForm.preload}>
        {(entered) => (
          <VirtuosoForm
            place={{ page: block.page, block: block._key }}
            locations={block.locations ?? NO_LOCATIONS}
            termsReference={block.termsReference}
            idPrefix={`virtuoso-${block._key}`}
            entered={entered}
          />
        )}
      </HydrateOnInteraction>
    </AgentFormFrame>
  )
}
