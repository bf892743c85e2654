import { getSite } from '@travel/config'
import { useSite } from '@/site/SiteContext'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import type { BlockProps } from '@/blocks/types'
import { AgentFormFrame } from '@/forms/agent/AgentFormFrame'
import { REGISTRATION_TEXTS } from '@/forms/agent/agentFormTexts'

// The form, its date picker and validation load apart from the page (the server waits for
// them): in the browser when the visitor first reaches for the form.
const FamilForm = lazyPart(() => import('@/forms/agent/FamilForm').then((module) => module.FamilForm))

/**
 * The famil registration form under its title; the famil's name is the page's title, which the
 * route reads from the form's place (its page and key). While its
 * famil takes no registrations the form is not there (nor its code): a note says why.
 */
export function FamilRegistrationForm({ block, headingLevel }: BlockProps<'familRegistrationForm'>) {
  const site = getSite(useSite().id)
  if (block.registration !== 'open') {
    return (
      <AgentFormFrame title={block.title} headingLevel={headingLevel}>
        <p role="status">{REGISTRATION_TEXTS[block.registration]}</p>
      </AgentFormFrame>
    )
  }
  return (
    <AgentFormFrame title={block.title} intro={block.intro} headingLevel={headingLevel}>
      <HydrateOnInteraction load={FamilForm.preload}>
        {(entered) => (
          <FamilForm
            place={{ page: block.page, block: block._key }}
            phoneRegion={site?.phoneRegion ?? 'AU'}
            termsReference={block.termsReference}
            sectionHeading={headingLevel === 'h1' ? 'h2' : 'h3'}
            idPrefix={`famil-${block._key}`}
            entered={entered}
          />
        )}
      </HydrateOnInteraction>
    </AgentFormFrame>
  )
}
