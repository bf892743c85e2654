import type { ReactNode } from 'react'
import styled from 'styled-components'
import { STEPS, stepNumber } from '@/forms/tailorMade/model/steps'
import { Button } from '@/ui/Button'
import { ProgressBar } from './ProgressBar'
import { SecondaryButton } from './buttons'
import type { FrameProps } from './types'
import { focusRing } from '@/theme/focusRing'
import { Heading } from '@/ui/Heading'
import { revealFirstInvalid, useRevealAfterRender } from '@/forms/kit/revealFirstError'

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

/** The id of a step's form, for a Next outside it (step 1's sticky bar) to submit it. */
export const stepFormId = (headingId: string) => `${headingId}-form`

type Props = FrameProps & {
  children: ReactNode
  /** Next, or Enter in a field: the form's submit. */
  onNext: () => void
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
  submit,
  after,
}: Props) {
  const number = stepNumber(step)
  const heading = STEPS[number - 1]!.heading
  const revealAfterRender = useRevealAfterRender()
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
          id={stepFormId(headingId)}
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault()
            onNext()
            // A refused Next focuses the first refused answer and scrolls it into view, once its
            // message shows; a step that moved on has a new form, and its heading takes the focus.
            revealAfterRender.setContainer(event.currentTarget)
            revealAfterRender.reveal(revealFirstInvalid)
          }}
        >
          {children}
          <Nav>
            {number > 1 ? (
              <SecondaryButton type="button" onClick={onPrevious}>
                Previous
              </SecondaryButton>
            ) : null}
            {submit ?? <Button type="submit">Next</Button>}
          </Nav>
        </Form>
      </Card>
      {after}
    </>
  )
}
