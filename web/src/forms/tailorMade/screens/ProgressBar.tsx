import styled from 'styled-components'
import { STEP_COUNT } from '@/forms/tailorMade/model/steps'
import { typeStep } from '@/theme/typeStep'

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  ${typeStep('small')}
  font-weight: 600;
`

const Track = styled.div`
  flex: 1;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`

const Done = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};

  @media (prefers-reduced-motion: no-preference) {
    transition: width 0.3s ease;
  }
`

/** How far the visitor is: 'step/14' as text, and a bar for sight and for screen readers. */
export function ProgressBar({ step }: { step: number }) {
  return (
    <Wrapper>
      <Track
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${STEP_COUNT}`}
      >
        <Done style={{ width: `${(step / STEP_COUNT) * 100}%` }} />
      </Track>
      <span>
        {step}/{STEP_COUNT}
      </span>
    </Wrapper>
  )
}
