import styled, { css } from 'styled-components'
import { getSite, type Site } from '@travel/config'
import { destinationProductType } from '@/site/destinationProducts'
import {
  formatPrice,
  productDetailUrl,
  touristTrips,
  type ProductType,
  type TourSummary,
} from '@/site/products'
import { productEnquiryPath } from '@/site/productEnquiry'
import { useSite } from '@/site/SiteContext'
import { jsonLd } from '@/site/structuredData'
import { ButtonLink } from '@/ui/ButtonLink'
import { SitePageLink } from '@/ui/SitePageLink'
import { Container } from '@/ui/Container'
import { ProductPhoto } from '@/ui/ProductPhoto'
import { Section } from '@/ui/Section'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'
import { typeStep } from '@/theme/typeStep'
import { TOURS_SHOWN } from '@/site/destinationProducts'

// The grid's columns, 16rem or more each, within the container's 1200px: three at most.
const CARD_SIZES = '(min-width: 75rem) 24rem, (min-width: 36rem) 50vw, 100vw'

const Title = styled(Heading)`
  margin: 0 0 1.5rem;
`

const Cards = styled.ul`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`

const Card = styled.li`
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

/** The tour's photo, or the brand's colours where it has none. */
const Picture = styled(ProductPhoto)`
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
`

const Duration = styled.span`
  position: absolute;
  bottom: 0.75rem;
  left: 0.75rem;
  padding: 0.2rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgb(0 0 0 / 0.65);
  color: #fff;
  ${typeStep('small')}
  font-weight: 600;
`

const Body = styled.div`
  display: grid;
  align-content: space-between;
  gap: 0.75rem;
  padding: 1rem 1.25rem 1.25rem;

  h3 {
    margin: 0;
    ${typeStep('h4')}
  }
  p {
    margin: 0;
  }
`

const Price = styled.p`
  color: ${({ theme }) => theme.colors.muted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    ${typeStep('lead')}
    font-weight: 700;
  }
`

/** The card's actions side by side, wrapping under each other where the card is narrow. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.25rem;
`

// Narrow enough that both fit side by side on a card of 16rem, whichever brand's type.
const action = css`
  display: inline-block;
  padding: 0.7rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.card};
  font-weight: 600;
  text-decoration: none;
`

const Action = styled.a`
  ${action}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
`

/** Our enquiry about the product, on the site: beside Book Now, in outline. */
const Enquire = styled(SitePageLink)`
  ${action}
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
`

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`

const SeeMore = styled(ButtonLink)`
  margin-top: 2rem;
`

function TourCard({ site, tour, type }: { site: Site | undefined; tour: TourSummary; type: ProductType }) {
  const price = tour.priceFrom
  const priced = price !== null
  return (
    <Card>
      <Picture image={tour.image} ratio="3 / 2" sizes={CARD_SIZES}>
        {tour.durationDays ? <Duration>{tour.durationDays} days</Duration> : null}
      </Picture>
      <Body>
        <h3>{tour.name}</h3>
        <Price>
          {priced ? (
            <>
              from <strong>{formatPrice(price, tour.currency)}</strong> per person
            </>
          ) : (
            'Price on request'
          )}
        </Price>
        <Actions>
          {/* A price: booked on the booking site, in this tab (the specification gives product
              pages no new-tab flag), or asked about here. None: asked about here. */}
          {priced ? (
            <Action
              href={site && productDetailUrl(site, type, tour.code)}
              aria-label={`Book Now: ${tour.name}`}
            >
              Book Now
            </Action>
          ) : null}
          <Enquire
            href={productEnquiryPath({ type, code: tour.code })}
            aria-label={`${priced ? 'Enquire' : 'Enquire Now'}: ${tour.name}`}
          >
            {priced ? 'Enquire' : 'Enquire Now'}
          </Enquire>
        </Actions>
      </Body>
    </Card>
  )
}

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
          <Cards>
            {tours.map((tour) => (
              <TourCard key={tour.code} site={site} tour={tour} type={type} />
            ))}
          </Cards>
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
