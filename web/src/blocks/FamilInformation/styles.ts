import styled from 'styled-components'
import { Heading } from '@/ui/Heading'

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
