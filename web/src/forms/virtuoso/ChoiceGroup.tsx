import type { ReactNode } from 'react'
import styled from 'styled-components'
import { typeStep } from '@/theme/typeStep'

const Group = styled.fieldset`
  grid-column: 1 / -1;
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 0.5rem;

  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 0.35rem;
  }
`

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;

  label {
    display: inline-flex;
    gap: 0.5rem;
    align-items: center;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
`

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  ${typeStep('small')}
`

type Props = {
  /** The group's id: its message's id is built from it. */
  id: string
  legend: string
  error?: string
  required?: boolean
  /** The checkboxes or radios, each in its label. */
  children: ReactNode
}

/**
 * A question answered with checkboxes or radios: a fieldset named by its legend, its message
 * announced with the group (aria-describedby).
 */
export function ChoiceGroup({ id, legend, error, required = false, children }: Props) {
  const errorId = `${id}-error`
  return (
    <Group id={id} aria-describedby={error ? errorId : undefined}>
      <legend>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <Options>{children}</Options>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Group>
  )
}
