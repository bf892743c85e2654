import styled from 'styled-components'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '@/ui/Field'
import { typeStep } from '@/theme/typeStep'

const Row = styled.div`
  display: flex;
  gap: 0.4rem;
  align-items: stretch;

  && input {
    width: 4.5rem;
    text-align: center;
  }
`

const Step = styled.button`
  min-width: 2.9rem;
  font: inherit;
  ${typeStep('lead')}
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`

type ControlProps = {
  /** Given by Field: the number input's id and its error's announcement. */
  id?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  'aria-required'?: boolean
  unit: string
  current: number
  min: number
  max: number
  registration: UseFormRegisterReturn
  onStep: (value: number) => void
}

/** The − button, the number input and the + button; Field's props go to the input. */
function CounterControl({ unit, current, min, max, registration, onStep, ...inputProps }: ControlProps) {
  return (
    <Row>
      <Step
        type="button"
        aria-label={`Remove ${unit}`}
        disabled={current <= min}
        onClick={() => onStep(current - 1)}
      >
        −
      </Step>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        {...inputProps}
        {...registration}
      />
      <Step
        type="button"
        aria-label={`Add ${unit}`}
        disabled={current >= max}
        onClick={() => onStep(current + 1)}
      >
        +
      </Step>
    </Row>
  )
}

type Props = {
  id: string
  label: string
  /** The counted thing in the buttons' names ('a room'). */
  unit: string
  /** The field's value now (watched). */
  value: number
  min: number
  max: number
  error?: string
  registration: UseFormRegisterReturn
  onStep: (value: number) => void
}

/**
 * A counter between its bounds (spec 02 §5: room and adult 1 to 4, children 0 to 4): a number
 * field (arrow keys step it) between − and + buttons that stop at the bounds.
 */
export function CounterField({ id, label, error, value, min, ...control }: Props) {
  return (
    <Field id={id} label={label} error={error} required>
      <CounterControl current={Number.isFinite(value) ? value : min} min={min} {...control} />
    </Field>
  )
}
