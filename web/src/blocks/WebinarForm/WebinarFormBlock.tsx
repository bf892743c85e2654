import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import type { BlockProps } from '@/blocks/types'

// The form, its validation and its dialog load apart from the page (the server waits for
// them): in the browser when the visitor first reaches for the form.
const WebinarForm = lazyPart(() => import('@/forms/webinar/WebinarForm').then((module) => module.WebinarForm))

const Narrow = styled(Container)`
  max-width: 48rem;
`

const Title = styled.h2`
  font-size: clamp(1.6rem, 3vw, 2.2rem);
  margin: 0 0 0.75rem;
`

const Intro = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
`

/** The webinar registration form under the webinar's title. */
export function WebinarFormBlock({ block, headingLevel }: BlockProps<'webinarForm'>) {
  const title = block.title ?? ''
  return (
    <Section>
      <Narrow>
        {title ? <Title as={headingLevel}>{title}</Title> : null}
        {block.intro ? <Intro>{block.intro}</Intro> : null}
        <HydrateOnInteraction load={WebinarForm.preload}>
          {(entered) => <WebinarForm type={title} idPrefix={`webinar-${block._key}`} entered={entered} />}
        </HydrateOnInteraction>
      </Narrow>
    </Section>
  )
}
