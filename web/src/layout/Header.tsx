import styled from 'styled-components'
import { CmsLink } from '@/ui/CmsLink'
import { Container } from '@/ui/Container'
import { SitePageLink } from '@/ui/SitePageLink'
import type { SiteSettings } from './siteSettings'

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
`

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 2rem;
  min-height: 4.5rem;
  padding-block: 0.75rem;
`

const Brand = styled(SitePageLink)`
  color: inherit;
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.5rem;
  font-weight: 700;
`

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.5rem;
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    color: inherit;
    text-decoration: none;
    padding-block: 0.5rem;
    display: inline-block;
  }
  a:hover {
    text-decoration: underline;
  }
`

export function Header({ settings }: { settings: SiteSettings }) {
  return (
    <Bar>
      <Row>
        <Brand href="/">{settings.title}</Brand>
        {settings.headerNavigation?.length ? (
          <nav aria-label="Main">
            <NavList>
              {settings.headerNavigation.map((item) => (
                <li key={item._key}>
                  <CmsLink link={item}>{item.label}</CmsLink>
                </li>
              ))}
            </NavList>
          </nav>
        ) : null}
      </Row>
    </Bar>
  )
}
