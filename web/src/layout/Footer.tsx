import styled from 'styled-components'
import { pageBrandId } from '@/site/pageBrand'
import { useLegalPaths, useOptionalSite, useSiteFacts } from '@/site/SiteContext'
import type { SiteFacts } from '@/site/siteFacts'
import { CmsLink } from '@/ui/CmsLink'
import { Container } from '@/ui/Container'
import { NewTabNote } from '@/ui/LinkNotes'
import { SitePageLink } from '@/ui/SitePageLink'
import { BrandLogo } from './logos/BrandLogo'
import type { SiteSettings } from './siteSettings'
import { Heading } from '@/ui/Heading'
import { typeStep } from '@/theme/typeStep'

const Wrapper = styled.footer`
  margin-top: 4rem;
  padding: 3rem 0 2rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`

/** The brand's logo above the columns, in its colour on the footer's light one. */
const Logo = styled.div`
  width: 12rem;
  max-width: 100%;
  margin-bottom: 2rem;
`

/** Columns wide enough for the longest email address of a brand on one line (16rem), or the screen's width. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: 2rem;
`

const About = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  max-width: 36ch;
  margin: 0;
`

const ColumnTitle = styled(Heading)`
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

  svg {
    margin-inline-start: 0.25em;
  }
`

/** Its column's width at most: an email address, one long word, breaks rather than spill. */
const Contact = styled.address`
  font-style: normal;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem;
  align-content: start;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
  }
`

const Bottom = styled.div`
  margin-top: 2.5rem;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.75rem 2rem;
  ${typeStep('caption')}
`

const LegalLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`

const Copyright = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`

/** The site's phone, email, address and hours, from its settings (site/siteFacts.ts). */
function ContactDetails({ facts }: { facts: SiteFacts }) {
  if (!facts.phone && !facts.email && !facts.address) return null
  return (
    <div>
      <ColumnTitle level="h2" size="h4">
        Get in touch
      </ColumnTitle>
      <Contact>
        {facts.phone ? <a href={facts.phone.href}>{facts.phone.text}</a> : null}
        {facts.email ? <a href={`mailto:${facts.email}`}>{facts.email}</a> : null}
        {facts.address ? <p>{facts.address}</p> : null}
        {facts.openingHours ? <p>{facts.openingHours}</p> : null}
      </Contact>
    </div>
  )
}

export function Footer({ settings }: { settings: SiteSettings }) {
  const footer = settings.footer
  // Every site links its privacy policy and terms, whatever its columns hold (legalPages.ts).
  const legal = useLegalPaths()
  const facts = useSiteFacts()
  const copyright = facts?.copyright
  const brand = pageBrandId(useOptionalSite())
  return (
    <Wrapper>
      <Container>
        <Logo>
          <BrandLogo brand={brand} tone="onLight" />
        </Logo>
        <Columns>
          {footer?.text ? <About>{footer.text}</About> : null}
          {footer?.columns?.map((column) => (
            <nav key={column._key} aria-label={column.title ?? undefined}>
              <ColumnTitle level="h2" size="h4">
                {column.title}
              </ColumnTitle>
              <Links>
                {column.links?.map((link) => (
                  <li key={link._key}>
                    <CmsLink link={link}>
                      {link.label}
                      {link.newTab ? <NewTabNote /> : null}
                    </CmsLink>
                  </li>
                ))}
              </Links>
            </nav>
          ))}
          {facts ? <ContactDetails facts={facts} /> : null}
        </Columns>
        <Bottom>
          <nav aria-label="Legal">
            <LegalLinks>
              <li>
                <SitePageLink href={legal.privacy}>Privacy policy</SitePageLink>
              </li>
              <li>
                <SitePageLink href={legal.terms}>Terms &amp; conditions</SitePageLink>
              </li>
            </LegalLinks>
          </nav>
          {copyright ? <Copyright>{copyright}</Copyright> : null}
        </Bottom>
      </Container>
    </Wrapper>
  )
}
