import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import type { BlockProps } from '@/blocks/types'
import { FormIntro, FormTitle } from '@/ui/FormHeading'

// The form, its validation and its dialog load apart from the page (the server waits for
// them): in the browser when the visitor first reaches for the form.
const WebinarForm = lazyPart(() => import('@/forms/webinar/WebinarForm').then((module) => module.WebinarForm))

const Narrow = styled(Container)`
  max-width: 48rem;
`

/** The webinar registration form under the webinar's title. */
export function WebinarFormBlock({ block, headingLevel }: BlockProps<'webinarForm'>) {
  const title = block.title ?? ''
  return (
    <Section>
      <Narrow>
        {title ? (
          <FormTitle level={headingLevel} size="h2">
            {title}
          </FormTitle>
        ) : null}
        {block.intro ? <FormIntro>{block.intro}</FormIntro> : null}
        <HydrateOnInteraction load={WebinarForm.preload}>
          {(entered) => (
            <WebinarForm
              place={{ page: block.page, block: block._key }}
              idPrefix={`webinar-${block._key}`}
              entered={entered}
            />
          )}
        </HydrateOnInteraction>
      </Narrow>
    </Section>
  )
}
