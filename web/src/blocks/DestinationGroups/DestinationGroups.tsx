import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { SitePageLink } from '@/ui/SitePageLink'
import type { DestinationCategory } from '@/site/products'
import type { BlockProps } from '@/blocks/types'
import { destinationGroupsOf, splitDestinations } from './destinationGroups'
import { Heading } from '@/ui/Heading'

const Title = styled(Heading)`
  margin: 0 0 1.5rem;
`

const Groups = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
`

const GroupTitle = styled(Heading)`
  margin: 0 0 0.6rem;
`

const Links = styled.ul`
  display: grid;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`

const More = styled.details`
  margin-top: 0.35rem;

  summary {
    cursor: pointer;
    font-weight: 600;
    padding-block: 0.35rem;
  }
  &[open] .show-more,
  &:not([open]) .show-less {
    display: none;
  }
  ul {
    margin-top: 0.35rem;
  }
`

function DestinationLinks({ destinations }: { destinations: DestinationCategory[] }) {
  return (
    <Links>
      {destinations.map((destination) => (
        <li key={destination.slug}>
          <SitePageLink href={`/tours/${destination.slug}`}>{destination.title}</SitePageLink>
        </li>
      ))}
    </Links>
  )
}

/**
 * The tour destinations of the warehouse's TOUR DESTINATION category by group (spec 02 §2): each
 * group's first 7, and the rest behind Show more / Show less (a details element: no script).
 */
export function DestinationGroups({ block, headingLevel }: BlockProps<'destinationGroups'>) {
  const groups = destinationGroupsOf(block.destinations)
  return (
    <Section>
      <Container>
        <Title level={headingLevel} size="h2">
          {block.title}
        </Title>
        {groups.length ? (
          <Groups>
            {groups.map((group) => {
              const { shown, more } = splitDestinations(group)
              return (
                <section key={group.slug} aria-labelledby={`destinations-${block._key}-${group.slug}`}>
                  <GroupTitle level="h3" size="h4" id={`destinations-${block._key}-${group.slug}`}>
                    {group.title}
                  </GroupTitle>
                  <DestinationLinks destinations={shown} />
                  {more.length ? (
                    <More>
                      <summary>
                        <span className="show-more">Show more</span>
                        <span className="show-less">Show less</span>
                      </summary>
                      <DestinationLinks destinations={more} />
                    </More>
                  ) : null}
                </section>
              )
            })}
          </Groups>
        ) : (
          <p>Our destinations cannot be shown just now. Please come back a little later.</p>
        )}
      </Container>
    </Section>
  )
}
