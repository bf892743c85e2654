import styled from 'styled-components'
import { CmsLink } from '@/ui/CmsLink'
import { Container } from '@/ui/Container'
import { SitePageLink } from '@/ui/SitePageLink'
import { MenuIcon } from './icons'
import { BAR_HEIGHT, LinkList, PlainButton, underHeader, WIDE } from './headerStyles'
import { MegaMenu } from './MegaMenu'
import type { SiteSettings } from './siteSettings'

const Bar = styled.header`
  anchor-name: --site-header;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
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

const Brand = styled(SitePageLink)`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: inherit;
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 700;

  @media ${WIDE} {
    font-size: 1.5rem;
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

const MainLinks = styled(LinkList)`
  @media ${WIDE} {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0 1.5rem;
  }
`

export function Header({ settings }: { settings: SiteSettings }) {
  const links = settings.headerNavigation ?? []
  const groups = settings.megaMenu ?? []
  if (!links.length && !groups.length) {
    return (
      <Bar>
        <Row>
          <Brand href="/">{settings.title}</Brand>
        </Row>
      </Bar>
    )
  }
  return (
    <Bar>
      <Row>
        <Brand href="/">{settings.title}</Brand>
        <MenuButton type="button" popoverTarget="site-menu">
          <MenuIcon />
          Menu
        </MenuButton>
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
      </Row>
    </Bar>
  )
}
