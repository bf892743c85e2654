import styled from 'styled-components'
import { pagePath } from '@/site/documentPaths'
import { pageBrandId } from '@/site/pageBrand'
import { useOptionalSite, useSiteFacts } from '@/site/SiteContext'
import { CmsLink } from '@/ui/CmsLink'
import { Container } from '@/ui/Container'
import { SitePageLink } from '@/ui/SitePageLink'
import { MenuIcon } from './icons'
import { BrandLogo } from './logos/BrandLogo'
import { BAR_HEIGHT, LinkList, PlainButton, STRIP_HEIGHT, underHeader, WIDE } from './headerStyles'
import { MegaMenu } from './MegaMenu'
import type { SiteSettings } from './siteSettings'
import { typeStep } from '@/theme/typeStep'

const Bar = styled.header`
  anchor-name: --site-header;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
`

/** Above the bar at every width: the site's phone number (and its hours where there is room). */
const Strip = styled.div`
  height: ${STRIP_HEIGHT};
  border-block-end: 1px solid rgb(255 255 255 / 0.2);
  ${typeStep('caption')}

  > div {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: 1rem;
    height: 100%;
  }
  a {
    color: inherit;
    font-weight: 600;
    white-space: nowrap;
  }
`

const Hours = styled.span`
  display: none;
  opacity: 0.9;

  @media (min-width: 48rem) {
    display: inline;
  }
`

/** The header's call to action, at every width: the site's enquiry page. */
const Enquire = styled(SitePageLink)`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 0.85rem;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`

/** Brand first; the actions (Enquire, the menu button) together at the end. */
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  flex-shrink: 0;
`

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem 2rem;
  height: ${BAR_HEIGHT};

  @media ${WIDE} {
    height: auto;
    min-height: ${BAR_HEIGHT};
    padding-block: 0.5rem;
  }
`

/**
 * The brand's logo, home: what the actions leave of the row on a phone (about 120 px at 320 px),
 * its full size from WIDE. The logo keeps its shape (BrandLogo), so nothing moves as it draws.
 */
const Brand = styled(SitePageLink)`
  flex: 0 1 10.5rem;
  min-width: 0;
  display: block;
  color: inherit;
  text-decoration: none;

  @media ${WIDE} {
    flex: 0 0 13rem;
  }
`

/** The menu button's word: only its icon on the narrowest screens, still its name for screen readers. */
const MenuLabel = styled.span`
  @media (max-width: 25rem) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`

const MenuButton = styled(PlainButton)`
  flex-shrink: 0;
  padding-inline: 0.5rem;

  @media ${WIDE} {
    display: none;
  }
`

/**
 * Below WIDE a popover the menu button opens; from WIDE on the same element shown in the bar (an
 * author style overrides the browser's hiding of a closed popover).
 */
const Navigation = styled.div`
  ${underHeader}

  @media ${WIDE} {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    position: static;
    padding: 0;
    border: 0;
    box-shadow: none;
    overflow: visible;
    background: none;
    color: inherit;
  }
`

/** From WIDE, the links in the scale's small step: a brand's nine fit two rows beside its logo. */
const MainLinks = styled(LinkList)`
  @media ${WIDE} {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0 1.25rem;
    ${typeStep('small')}
  }
`

/** The site's phone number and hours, from its settings (site/siteFacts.ts); none without a phone. */
function PhoneStrip() {
  const facts = useSiteFacts()
  if (!facts?.phone) return null
  return (
    <Strip>
      <Container>
        {facts.openingHours ? <Hours>{facts.openingHours}</Hours> : null}
        <a href={facts.phone.href}>Call {facts.phone.text}</a>
      </Container>
    </Strip>
  )
}

export function Header({ settings }: { settings: SiteSettings }) {
  const brand = pageBrandId(useOptionalSite())
  const logo = (
    <Brand href="/">
      <BrandLogo brand={brand} tone="onDark" />
    </Brand>
  )
  const links = settings.headerNavigation ?? []
  const groups = settings.megaMenu ?? []
  const enquire = settings.enquirySlug ? (
    <Enquire href={pagePath(settings.enquirySlug, settings.homeSlug)}>Enquire</Enquire>
  ) : null
  if (!links.length && !groups.length) {
    return (
      <Bar>
        <PhoneStrip />
        <Row>
          {logo}
          {enquire}
        </Row>
      </Bar>
    )
  }
  return (
    <Bar>
      <PhoneStrip />
      <Row>
        {logo}
        <Navigation id="site-menu" popover="auto">
          {links.length ? (
            <nav aria-label="Main">
              <MainLinks>
                {links.map((item) => (
                  <li key={item._key}>
                    <CmsLink link={item}>{item.label}</CmsLink>
                  </li>
                ))}
              </MainLinks>
            </nav>
          ) : null}
          {groups.length ? <MegaMenu groups={groups} /> : null}
        </Navigation>
        <Actions>
          {enquire}
          <MenuButton type="button" popoverTarget="site-menu">
            <MenuIcon />
            <MenuLabel>Menu</MenuLabel>
          </MenuButton>
        </Actions>
      </Row>
    </Bar>
  )
}
