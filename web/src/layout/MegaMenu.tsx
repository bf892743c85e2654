import styled from 'styled-components'
import { destinationHref } from '@/site/destinationLinks'
import { useSite } from '@/site/SiteContext'
import { BackArrowIcon, ChevronIcon, CloseIcon } from './icons'
import { Anchor } from '@/ui/Anchor'
import { Container } from '@/ui/Container'
import { LinkList, PlainButton, underHeader, WIDE } from './headerStyles'
import { splitDestinations, type MegaMenuDestination, type MegaMenuGroup } from './megaMenu'
import { typeStep } from '@/theme/typeStep'

const Groups = styled.ul`
  display: flex;
  flex-direction: column;
  list-style: none;
  margin: 0.75rem 0 0;
  border-block-start: 1px solid ${({ theme }) => theme.colors.muted};
  padding: 0;

  @media ${WIDE} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 0 1.25rem;
    margin: 0;
    border: 0;
    ${typeStep('small')}
  }
`

/**
 * From WIDE a popover under the header. Below WIDE, inside the menu panel, it shows in place (a
 * popover within the open menu's popover would not return focus to its button when closed).
 */
const Panel = styled.div`
  ${underHeader}
  padding-inline: 0;

  @media not ${WIDE} {
    display: block;
    position: static;
    padding: 0.75rem 0 0;
    border: 0;
    box-shadow: none;
    background: none;
    & > div {
      padding-inline: 0;
    }
  }
`

/** The group's button, and its panel's close button: from WIDE only. */
const WideOnlyButton = styled(PlainButton)`
  @media not ${WIDE} {
    display: none;
  }
`

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  ${typeStep('h3')}
`

const Destinations = styled(LinkList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  column-gap: 1.5rem;

  /* A destination named but not linked, in line with the links. */
  & > li > span {
    display: inline-block;
    padding-block: 0.6rem;
  }
`

const SeeAll = styled.details`
  summary {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.75rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  .back {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
  &:not([open]) .back,
  &[open] .see-all {
    display: none;
  }
`

/** With See All open its summary is the back arrow, over every destination of the group. */
const GroupBody = styled.div`
  &:has(> details[open]) > .first {
    display: none;
  }
`

function DestinationLinks({
  destinations,
  className,
}: {
  destinations: readonly MegaMenuDestination[]
  className?: string
}) {
  const site = useSite()
  return (
    <Destinations className={className}>
      {destinations.map((destination) => {
        const href = destinationHref(site, destination)
        // A destination without a page to open is named, not linked (the Studio warns of it); one
        // on the main tours site names Wayfarer Tours and that it leaves this site (Anchor).
        return (
          <li key={destination._key}>
            {href ? <Anchor href={href}>{destination.title}</Anchor> : <span>{destination.title}</span>}
          </li>
        )
      })}
    </Destinations>
  )
}

function Group({ group }: { group: MegaMenuGroup }) {
  const panelId = `mega-menu-${group._key}`
  const { first, hasMore, all } = splitDestinations(group.destinations)
  return (
    <li>
      <WideOnlyButton type="button" popoverTarget={panelId}>
        {group.title}
        <ChevronIcon />
      </WideOnlyButton>
      <Panel id={panelId} popover="auto" role="group" aria-labelledby={`${panelId}-title`}>
        <Container>
          <PanelHead>
            <span id={`${panelId}-title`}>{group.title}</span>
            <WideOnlyButton
              type="button"
              popoverTarget={panelId}
              popoverTargetAction="hide"
              aria-label={`Close ${group.title}`}
            >
              <CloseIcon />
            </WideOnlyButton>
          </PanelHead>
          <GroupBody>
            <DestinationLinks className="first" destinations={first} />
            {hasMore ? (
              <SeeAll>
                <summary>
                  <span className="see-all">See All</span>
                  <span className="back">
                    <BackArrowIcon /> Back
                  </span>
                </summary>
                <DestinationLinks destinations={all} />
              </SeeAll>
            ) : null}
          </GroupBody>
        </Container>
      </Panel>
    </li>
  )
}

/**
 * The destination mega-menu: a button per group opening its panel (a popover: the browser opens,
 * closes on Escape or an outside click, and returns focus; no script), the first five
 * destinations, and See All (a details element) for the rest. docs/hydration.md.
 */
export function MegaMenu({ groups }: { groups: readonly MegaMenuGroup[] }) {
  return (
    <nav aria-label="Destinations">
      <Groups>
        {groups.map((group) => (
          <Group key={group._key} group={group} />
        ))}
      </Groups>
    </nav>
  )
}
