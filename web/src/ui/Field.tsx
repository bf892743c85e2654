import { cloneElement, type ReactElement } from 'react'
import styled from 'styled-components'
import { typeStep } from '@/theme/typeStep'

/**
 * A field takes the width of its column in the form and no more: as a grid or flex item it may
 * shrink below its content (min-width: 0), and so may its control, whose width is a share of
 * the field's. A select otherwise sizes itself to its longest option (a Country list is wider than
 * a phone) and pushes the page sideways, or runs under the field beside it.
 */
const Wrapper = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.35rem;
  min-width: 0;
  grid-column: auto;

  /* A rule on an attribute, not a class per value: a wide field first shown at a tap (the
     wizard's "Add a place") must not add a class to a component the server rendered
     (docs/hydration.md, "The server's style rules stay where it wrote them"). */
  &:where([data-wide]) {
    grid-column: 1 / -1;
  }

  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    width: 100%;
    min-width: 0;
    font: inherit;
    padding: 0.7rem 0.8rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.control};
    background: ${({ theme }) => theme.colors.background};
    color: inherit;
    min-height: 2.9rem;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`

const InlineRow = styled.div`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;

  && input {
    min-height: 0;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.1rem 0 0;
    flex: none;
  }
  && label {
    font-weight: 400;
  }
`

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  ${typeStep('small')}
`

type Props = {
  /** The control's id: built from the form's id prefix and the control's name (not useId, so a
   * form hydrated as its own root keeps the server's ids). */
  id: string
  label: string
  error?: string
  wide?: boolean
  required?: boolean
  /** A checkbox: the control first, its label beside it. */
  inline?: boolean
  children: ReactElement<Record<string, unknown>>
}

/**
 * A labelled control with its error message, announced with the control (aria-describedby). An
 * `<input>` given no type is said to be a text box (`type="text"`): the browser assumes it, but
 * checkers of input purpose (WCAG 1.3.5) read the attribute, so every form's text fields carry it
 * from here rather than each form remembering it.
 */
export function Field({ id, label, error, wide = false, required = false, inline = false, children }: Props) {
  const errorId = `${id}-error`
  const labelElement = (
    <label htmlFor={id}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  )
  const control = cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
    ...(children.type === 'input' && children.props['type'] === undefined ? { type: 'text' } : {}),
  })
  return (
    <Wrapper data-wide={wide || undefined}>
      {inline ? (
        <InlineRow>
          {control}
          {labelElement}
        </InlineRow>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Wrapper>
  )
}
