import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import type { BlockProps } from '@/blocks/types'
import { FormIntro, FormTitle } from '@/ui/FormHeading'

// The form, its validation, its upload and its toasts load apart from the page: in the browser
// when the visitor first reaches for the form.
const CareerForm = lazyPart(() => import('@/forms/career/CareerForm').then((module) => module.CareerForm))

/** The page anchor the spec gives the career form: links reach it as `#career`. */
export const CAREER_ANCHOR = 'career'

const Narrow = styled(Container)`
  max-width: 48rem;
`

/** The career application form under its title, at the page's `#career` anchor. */
export function CareerFormBlock({ block, headingLevel }: BlockProps<'careerForm'>) {
  return (
    <Section id={CAREER_ANCHOR}>
      <Narrow>
        {block.title ? (
          <FormTitle level={headingLevel} size="h2">
            {block.title}
          </FormTitle>
        ) : null}
        {block.intro ? <FormIntro>{block.intro}</FormIntro> : null}
        <HydrateOnInteraction load={CareerForm.preload}>
          {(entered) => <CareerForm idPrefix={`career-${block._key}`} entered={entered} />}
        </HydrateOnInteraction>
      </Narrow>
    </Section>
  )
}
