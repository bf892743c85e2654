import type { ReactNode } from 'react'
import styled from 'styled-components'
import { STEPS, stepNumber } from '@/forms/tailorMade/model/steps'
import { Button } from '@/ui/Button'
import { ProgressBar } from './ProgressBar'
import { SecondaryButton } from './buttons'
import type { FrameProps } from './types'
import { focusRing } from '@/theme/focusRing'
import { Heading } from '@/ui/Heading'

const Card = styled.div`
  display: grid;
  gap: 1.5rem;
  padding: ${({ theme }) => theme.space.panel};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

/** The wizard's header: where the visitor is, and what the step asks. */
const Header = styled.div`
  display: grid;
  gap: 1rem;
`

const StepTitle = styled(Heading)`
  margin: 0;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing}
  }
`

const Form = styled.form`
  display: grid;
  gap: 1.5rem;
`

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;

  > :last-child {
    margin-left: auto;
  }
`

type Props = FrameProps & {
  children: ReactNode
  /** Next, or Enter in a field: the form's submit. */
  onNext: () => void
  nextDisabled?: boolean
  /** Replaces the Next button (the contact step's 'get a free quote'). */
  submit?: ReactNode
  /** Under the step's card, outside the step (step 1's second Next). */
  after?: ReactNode
}

/** A step: the header (progress bar and heading), its controls, and Previous / Next. */
export function StepFrame({
  step,
  headingId,
  headingRef,
  onPrevious,
  children,
  onNext,
  nextDisabled = false,
  submit,
  after,
}: Props) {
  const number = stepNumber(step)
  const heading = STEPS[number - 1]!.heading
  return (
    <>
      <Card>
        <Header>
          <ProgressBar step={number} />
          <StepTitle level="h2" size="h2" id={headingId} ref={headingRef} tabIndex={-1}>
            {heading}
          </StepTitle>
        </Header>
        <Form
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault()
            onNext()
          }}
        >
          {children}
          <Nav>
            {number > 1 ? (
              <SecondaryButton type="button" onClick={onPrevious}>
                Previous
              </SecondaryButton>
            ) : null}
            {submit ?? (
              <Button type="submit" disabled={nextDisabled}>
                Next
              </Button>
            )}
          </Nav>
        </Form>
      </Card>
      {after}
    </>
  )
}
