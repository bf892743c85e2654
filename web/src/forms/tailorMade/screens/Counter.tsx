import styled from 'styled-components'
import { NumberInput } from './NumberInput'
import { typeStep } from '@/theme/typeStep'

const Row = styled.div`
  display: grid;
  gap: 0.35rem;

  label {
    font-weight: 600;
  }
`

const Controls = styled.div`
  display: flex;
  align-items: stretch;
  gap: 0.4rem;

  input {
    width: 4.5rem;
    min-height: 2.9rem;
    padding: 0.5rem;
    text-align: center;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.control};
  }
`

const Step = styled.button`
  width: 2.9rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  ${typeStep('lead')}
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`

type Props = {
  id: string
  label: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
}

/** A whole number with − and + buttons beside its box (adults, rooms). */
export function Counter({ id, label, value, min, max, onChange }: Props) {
  return (
    <Row>
      <label htmlFor={id}>{label}</label>
      <Controls>
        <Step
          type="button"
          aria-label={`One fewer: ${label}`}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          −
        </Step>
        <NumberInput id={id} value={value} min={min} max={max} onValue={onChange} />
        <Step
          type="button"
          aria-label={`One more: ${label}`}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </Step>
      </Controls>
    </Row>
  )
}
