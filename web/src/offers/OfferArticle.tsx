import styled from 'styled-components'
import { getSite } from '@travel/config'
import type { OfferPageContent } from '@/site/offers'
import { offerEndDate, OFFERS_PATH, termsOf } from '@/site/offers'
import { productEnquiryPath } from '@/site/productEnquiry'
import { useSite } from '@/site/SiteContext'
import { typeStep } from '@/theme/typeStep'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { Heading } from '@/ui/Heading'
import { Section } from '@/ui/Section'
import { SitePageLink } from '@/ui/SitePageLink'
import { Lead } from '@/ui/Text'
import { ProductCard, ProductCards } from '@/ui/ProductCard'

const Narrow = styled(Container)`
  max-width: 52rem;
`

const Back = styled(SitePageLink)`
  display: block;
  width: fit-content;
  margin-bottom: 1.5rem;
  color: ${({ theme }) => theme.colors.primary};
  text-underline-offset: 0.15em;
`

/** The saving, over the title: what the visitor came for. */
export const Saving = styled.p`
  display: inline-block;
  margin: 0 0 0.75rem;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  ${typeStep('small')}
  font-weight: 700;
`

const Title = styled(Heading)`
  margin: 0 0 1rem;
  overflow-wrap: anywhere;
`

const Summary = styled(Lead)`
  max-width: 68ch;
  margin: 0 0 0.75rem;
`

const Ends = styled.p`
  margin: 0 0 1.5rem;
  font-weight: 600;
`

const Picture = styled(CmsImage)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  margin-bottom: 2rem;
  border-radius: ${({ theme }) => theme.radii.card};
`

const Part = styled.section`
  margin-bottom: 2rem;

  h2 {
    margin: 0 0 0.75rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.4rem;
  }
`

/** The trips' cards, clear of the list style of the part around them. */
const TripCards = styled(ProductCards)`
  && {
    margin-top: 1rem;
    padding: 0;
  }
  && > li {
    margin: 0;
  }
`

const MainEnquire = styled(SitePageLink)`
  display: inline-block;
  padding: 0.8rem 1.5rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.card};
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
`

const destinationHref = (slug: string | null) => (slug ? `/${slug}` : null)

type Props = OfferPageContent & {
  /** The site's enquiry page (its settings' “Enquiry page”), where an offer without trips is asked about. */
  enquiryPath: string | null
}

/**
 * An offer's page: its saving, title, summary and end, its picture, the destinations and trips
 * it applies to (each trip with Book Now and an enquiry that names it), its terms, and an
 * enquiry about it.
 */
export function OfferArticle({ offer, trips, enquiryPath }: Props) {
  const { id, timeZone } = useSite()
  const site = getSite(id)
  const ends = offerEndDate(offer.validUntil, timeZone)
  const terms = termsOf(offer.terms)
  const destinations = (offer.destinations ?? []).filter((destination) => destination.slug)
  const firstTrip = trips[0]
  const mainEnquiry = enquiryPath ?? (firstTrip ? productEnquiryPath(firstTrip) : null)
  return (
    <Section as="article">
      <Narrow>
        <Back href={OFFERS_PATH}>All current offers</Back>
        {offer.saving ? <Saving>{offer.saving}</Saving> : null}
        <Title level="h1" size="h1">
          {offer.title}
        </Title>
        {offer.summary ? <Summary>{offer.summary}</Summary> : null}
        {ends ? <Ends>{`Offer ends ${ends}.`}</Ends> : null}
        <Picture image={offer.image} sizes="(min-width: 52rem) 50rem, 100vw" priority />
        {destinations.length || trips.length ? (
          <Part aria-labelledby="offer-applies">
            <Heading level="h2" size="h3" id="offer-applies">
              Where the offer applies
            </Heading>
            {destinations.length ? (
              <ul>
                {destinations.map((destination) => (
                  <li key={destination._id}>
                    <SitePageLink href={destinationHref(destination.slug)!}>
                      {`${destination.title ?? 'Destination'} tours`}
                    </SitePageLink>
                  </li>
                ))}
              </ul>
            ) : null}
            {trips.length ? (
              <TripCards>
                {trips.map((trip) => (
                  <ProductCard
                    key={`${trip.type}:${trip.code}`}
                    site={site}
                    product={trip}
                    type={trip.type}
                  />
                ))}
              </TripCards>
            ) : null}
          </Part>
        ) : null}
        <Part aria-labelledby="offer-terms">
          <Heading level="h2" size="h3" id="offer-terms">
            Terms of the offer
          </Heading>
          <ul>
            {terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </Part>
        {mainEnquiry ? <MainEnquire href={mainEnquiry}>Enquire about this offer</MainEnquire> : null}
      </Narrow>
    </Section>
  )
}
