import { DialogContent, DialogOverlay } from '@reach/dialog'
import { useId, type ReactNode } from 'react'
import styled from 'styled-components'

const Overlay = styled(DialogOverlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgb(0 0 0 / 0.55);
`

const Content = styled(DialogContent)`
  width: min(32rem, 100%);
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 1.5rem 3rem rgb(0 0 0 / 0.25);

  h2 {
    margin: 0 0 0.75rem;
  }
`

type Props = { isOpen: boolean; onDismiss: () => void; title: string; children?: ReactNode }

/** A modal dialog: focus moves in and is trapped, Escape and the overlay close it. */
export function Dialog({ isOpen, onDismiss, title, children }: Props) {
  const titleId = useId()
  return (
    <Overlay isOpen={isOpen} onDismiss={onDismiss}>
      <Content aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Content>
    </Overlay>
  )
}
