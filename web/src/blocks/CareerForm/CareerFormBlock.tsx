import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import type { BlockProps } from '@/blocks/types'

// The form, its validation, its upload and its toasts load apart from the page: in the browser
// when the visitor first reaches for the form.
const CareerForm = lazyPart(() => import('@/forms/career/CareerForm').then((module) => module.CareerForm))

/** The page anchor the spec gives the career form: links reach it as `#career`. */
export const CAREER_ANCHOR = 'career'

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

/** The career application form under its title, at the page's `#career` anchor. */
export function CareerFormBlock({ block, headingLevel }: BlockProps<'careerForm'>) {
  return (
    <Section id={CAREER_ANCHOR}>
      <Narrow>
        {block.title ? <Title as={headingLevel}>{block.title}</Title> : null}
        {block.intro ? <Intro>{block.intro}</Intro> : null}
        <HydrateOnInteraction load={CareerForm.preload}>
          {(entered) => <CareerForm idPrefix={`career-${block._key}`} entered={entered} />}
        </HydrateOnInteraction>
      </Narrow>
    </Section>
  )
}
