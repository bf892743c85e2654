import styled from 'styled-components'
import type { TailorMadeAnswers } from '@/forms/tailorMade/model/answers'
import type { WizardEvent } from '@/forms/tailorMade/model/tailorMadeWizard.machine'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import { LinkButton } from './buttons'
import { summaryRows } from './summaryRows'
import { typeStep } from '@/theme/typeStep'

const Box = styled.section`
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0 0 0.75rem;
    ${typeStep('h3')}
  }
`

const List = styled.dl`
  display: grid;
  margin: 0;
`

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 1fr) 3fr auto;
  gap: 0.25rem 1rem;
  padding: 0.6rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.background};

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  @media (max-width: 36rem) {
    grid-template-columns: 1fr auto;

    dd:first-of-type {
      grid-column: 1 / -1;
      grid-row: 2;
    }
  }
`

/** Every answer, each with a way back to its step, checked before sending. */
export function Summary({
  answers,
  send,
  headingId,
}: {
  answers: TailorMadeAnswers
  send: (event: WizardEvent) => void
  headingId: string
}) {
  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId}>Your answers</h3>
      <List>
        {summaryRows(answers).map((row) => (
          <Row key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            <dd>
              <LinkButton type="button" onClick={() => send({ type: 'goTo', step: row.step })}>
                Change<VisuallyHidden> {row.label.toLowerCase()}</VisuallyHidden>
              </LinkButton>
            </dd>
          </Row>
        ))}
      </List>
    </Box>
  )
}
