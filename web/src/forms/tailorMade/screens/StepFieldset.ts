import styled from 'styled-components'

/**
 * A step's group of fields under its legend, laid out in a grid whose columns each step sets
 * (`styled(StepFieldset)` with its grid-template-columns); no frame of its own.
 */
export const StepFieldset = styled.fieldset`
  display: grid;
  gap: 1rem 1.25rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: 0.75rem;
    font-weight: 600;
  }
`

/** A cell of a step's grid across all its columns. */
export const Wide = styled.div`
  grid-column: 1 / -1;
`
