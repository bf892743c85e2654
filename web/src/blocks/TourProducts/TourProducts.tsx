import styled from 'styled-components'
import { getSite } from '@travel/config'
import { destinationProductType, TOURS_SHOWN } from '@/site/destinationProducts'
import { touristTrips } from '@/site/products'
import { useSite } from '@/site/SiteContext'
import { jsonLd } from '@/site/structuredData'
import { ButtonLink } from '@/ui/ButtonLink'
import { Container } from '@/ui/Container'
import { ProductCard, ProductCards } from '@/ui/ProductCard'
import { Section } from '@/ui/Section'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'

const Title = styled(Heading)`
  margin: 0 0 1.5rem;
`

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`

const SeeMore = styled(ButtonLink)`
  margin-top: 2rem;
`

/**
 * Up to six tours of a destination from the warehouse (spec 02 §2, "Product block"), cheapest
 * first: each card with its length, its price from (in the site's currency) or "Price on
 * request", Book Now (the booking site) and Enquire beside it where it has a price, Enquire Now
 * where it has none (both an enquiry about the tour, here); a See More link; and the tours as
 * schema.org TouristTrips for search engines.
 */
export function TourProducts({ block, headingLevel }: BlockProps<'tourProducts'>) {
  const site = getSite(useSite().id)
  const tours = block.tours.slice(0, TOURS_SHOWN)
  const type = site ? destinationProductType(site.brand) : 'tour'
  return (
    <Section>
      <Container>
        <Title level={headingLevel} size="h2">
          {block.title}
        </Title>
        {tours.length ? (
          <ProductCards>
            {tours.map((tour) => (
              <ProductCard key={tour.code} site={site} product={tour} type={type} />
            ))}
          </ProductCards>
        ) : (
          <Empty>No tours to show just now. Please come back a little later.</Empty>
        )}
        {block.seeMore?.label ? (
          <SeeMore link={block.seeMore}>
            {block.seeMore.label}
            {/* "See More" alone does not say of what: screen readers and search engines get the list's title. */}
            <VisuallyHidden> ({block.title})</VisuallyHidden>
          </SeeMore>
        ) : null}
        {site && tours.length ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonLd(touristTrips(site, tours, type)) }}
          />
        ) : null}
      </Container>
    </Section>
  )
}
