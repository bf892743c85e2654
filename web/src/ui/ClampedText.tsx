import type { ChangeEvent, ReactNode } from 'react'
import styled from 'styled-components'

/** Where text is clamped: small screens. On wider ones it shows in full, with no toggle. */
const SMALL = '(max-width: 47.99rem)'

/** Only on small screens, where the text is clamped; there visually hidden, its label shown. */
const Toggle = styled.input`
  display: none;

  @media ${SMALL} {
    display: block;
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`

const Text = styled.div<{ $lines: number }>`
  @media ${SMALL} {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${({ $lines }) => $lines};
    overflow: hidden;

    /* The clamp counts the lines of one box: the paragraphs run on in it. */
    & > div,
    & p {
      display: inline;
    }
    & p + p::before {
      content: ' ';
    }
  }
  input:checked + & {
    display: block;
    -webkit-line-clamp: unset;
    overflow: visible;

    & > div,
    & p {
      display: block;
    }
    & p + p::before {
      content: none;
    }
  }
`

const More = styled.label`
  display: none;
  margin-top: 0.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;

  @media ${SMALL} {
    display: inline-block;
  }
  input:focus-visible ~ & {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  .when-open,
  input:checked ~ & .when-closed {
    display: none;
  }
  input:checked ~ & .when-open {
    display: inline;
  }
`

type Props = {
  /** The toggle's id: built from the block's key (an island's markup must not use useId). */
  id: string
  /** How many lines show on small screens while clamped. */
  lines: number
  children: ReactNode
  /** Called when the visitor folds the text again (only where script runs: an island). */
  onCollapse?: (toggle: HTMLInputElement) => void
}

/**
 * Text clamped to a number of lines on small screens, with Read more / Read less to unfold and
 * fold it; in full on wide screens. The toggle is a checkbox styled as a link, so it works
 * without script; screen readers read the whole text either way. An island may add what needs
 * script (scrolling back on collapse) through `onCollapse`.
 */
export function ClampedText({ id, lines, children, onCollapse }: Props) {
  const changed = onCollapse
    ? (event: ChangeEvent<HTMLInputElement>) => {
        if (!event.currentTarget.checked) onCollapse(event.currentTarget)
      }
    : undefined
  return (
    <>
      {/* eslint-disable-next-line hydration/no-script-in-static-parts -- set only by an island (onCollapse); the toggle itself needs no script */}
      <Toggle type="checkbox" id={id} onChange={changed} />
      <Text $lines={lines}>{children}</Text>
      <More htmlFor={id}>
        <span className="when-closed">Read more</span>
        <span className="when-open">Read less</span>
      </More>
    </>
  )
}
