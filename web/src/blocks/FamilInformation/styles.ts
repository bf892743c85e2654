import styled from 'styled-components'
import { Button } from '@/ui/Button'
import { Heading } from '@/ui/Heading'
import { typeStep } from '@/theme/typeStep'

export const Card = styled.article`
  max-width: 48rem;
  padding: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
`

export const Title = styled(Heading)`
  margin: 0 0 0.5rem;
`

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.35rem 1rem;
  margin: 0 0 1.5rem;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`

/** The dialogs' Close, quieter than the card's buttons. */
export const CloseButton = styled(Button)`
  padding: 0.5rem 1rem;
`

/** What a dialog holds scrolls within the screen; focusable, so the keyboard can scroll it. */
export const DialogBody = styled.div`
  max-height: min(70dvh, 40rem);
  overflow-y: auto;
  overscroll-behavior: contain;

  h3 {
    margin: 1.25rem 0 0.5rem;
    ${typeStep('h4')}
  }
`
