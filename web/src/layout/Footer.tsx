import styled from 'styled-components'
import { CmsLink } from '@/ui/CmsLink'
import { Container } from '@/ui/Container'
import type { SiteSettings } from './siteSettings'

const Wrapper = styled.footer`
  margin-top: 4rem;
  padding: 3rem 0 2rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 2rem;
`

const About = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  max-width: 36ch;
  margin: 0;
`

const ColumnTitle = styled.h2`
  font-size: 1rem;
  margin: 0 0 0.75rem;
`

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`

const Copyright = styled.p`
  margin: 2.5rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

export function Footer({ settings }: { settings: SiteSettings }) {
  const footer = settings.footer
  return (
    <Wrapper>
      <Container>
        <Columns>
          {footer?.text ? <About>{footer.text}</About> : null}
          {footer?.columns?.map((column) => (
            <nav key={column._key} aria-label={column.title ?? undefined}>
              <ColumnTitle>{column.title}</ColumnTitle>
              <Links>
                {column.links?.map((link) => (
                  <li key={link._key}>
                    <CmsLink link={link}>{link.label}</CmsLink>
                  </li>
                ))}
              </Links>
            </nav>
          ))}
        </Columns>
        {footer?.copyright ? <Copyright>{footer.copyright}</Copyright> : null}
      </Container>
    </Wrapper>
  )
}
