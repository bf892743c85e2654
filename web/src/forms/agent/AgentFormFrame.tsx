import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { FormIntro, FormTitle } from '@/ui/FormHeading'

// Long option names (countries) must not widen a select past its column; the date picker's
// wrapper is inline by default, so its input would not fill the column like the others.
const Narrow = styled(Container)`
  max-width: 56rem;

  form > *,
  .react-datepicker-wrapper {
    min-width: 0;
  }
  select,
  .react-datepicker-wrapper,
  .react-datepicker__input-container input {
    display: block;
    width: 100%;
    box-sizing: border-box;
  }
`

type Props = { title?: string | null; intro?: string | null; headingLevel: 'h1' | 'h2'; children: ReactNode }

/** Both agent-form blocks' section: an optional title and introduction above the form. */
export function AgentFormFrame({ title, intro, headingLevel, children }: Props) {
  return (
    <Section>
      <Narrow>
        {title ? (
          <FormTitle level={headingLevel} size="h2">
            {title}
          </FormTitle>
        ) : null}
        {intro ? <FormIntro>{intro}</FormIntro> : null}
        {children}
      </Narrow>
    </Section>
  )
}
