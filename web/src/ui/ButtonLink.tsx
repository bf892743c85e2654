import styled from 'styled-components'
import { CmsLink } from './CmsLink'

export const ButtonLink = styled(CmsLink)`
  display: inline-block;
  margin-top: 1.25rem;
  padding: 0.8rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    filter: brightness(1.15);
  }
`
