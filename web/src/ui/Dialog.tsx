import { DialogContent, DialogOverlay } from '@reach/dialog'
import { useId, type ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Heading } from './Heading'

type Size = { $fullScreen: boolean }

const Overlay = styled(DialogOverlay)<Size>`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: ${({ $fullScreen }) => ($fullScreen ? '0' : '1rem')};
  background: rgb(0 0 0 / 0.55);
`

const fullScreen = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100dvh;
  padding: 0.75rem 1rem 1rem;
  border-radius: 0;
`

const Content = styled(DialogContent)<Size>`
  width: min(32rem, 100%);
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  ${({ $fullScreen }) => ($fullScreen ? fullScreen : '')}

  h2 {
    margin: 0 0 0.75rem;
  }
`

/** The title with the dialog's own controls beside it (a full-screen dialog's Close). */
const TitleBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 0.75rem;

  h2 {
    margin: 0;
  }
`

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`

type Props = {
  isOpen: boolean
  onDismiss: () => void
  title: string
  children?: ReactNode
  /** The whole screen, for a document to read (a brochure's PDF); its children fill what is left. */
  fullScreen?: boolean
  /** Controls beside the title (a Close button): a full-screen dialog has no overlay to click. */
  actions?: ReactNode
}

/** A modal dialog: focus moves in and is trapped, Escape and the overlay close it. */
export function Dialog({ isOpen, onDismiss, title, children, fullScreen = false, actions }: Props) {
  // A dialog opens only after an event, in the browser: its id is never in an island's server HTML.
  // eslint-disable-next-line hydration/no-use-id-in-islands
  const titleId = useId()
  const heading = (
    <Heading level="h2" size="h3" id={titleId}>
      {title}
    </Heading>
  )
  return (
    <Overlay isOpen={isOpen} onDismiss={onDismiss} $fullScreen={fullScreen}>
      <Content aria-labelledby={titleId} $fullScreen={fullScreen}>
        {actions ? (
          <TitleBar>
            {heading}
            <Actions>{actions}</Actions>
          </TitleBar>
        ) : (
          heading
        )}
        {children}
      </Content>
    </Overlay>
  )
}
