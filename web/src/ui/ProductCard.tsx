import styled, { css } from 'styled-components'
import type { Site } from '@travel/config'
import { formatPrice, productDetailUrl, type ProductCardData, type ProductType } from '@/site/products'
import { productEnquiryPath } from '@/site/productEnquiry'
import { SitePageLink } from '@/ui/SitePageLink'
import { ProductPhoto } from '@/ui/ProductPhoto'
import { typeStep } from '@/theme/typeStep'

// The grid's columns, 16rem or more each, within the container's 1200px: three at most.
const CARD_SIZES = '(min-width: 75rem) 24rem, (min-width: 36rem) 50vw, 100vw'

/** The cards' list: as many columns of 16rem or more as fit. */
export const ProductCards = styled.ul`
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

/**
 * A warehouse product as a card (the tours of a destination, the featured trips): its picture
 * and length, its name, its price from in the site's currency or "Price on request", Book Now
 * (the booking site) and Enquire (our enquiry about it) where it has a price, Enquire Now where
 * it has none. Everything on it comes from the warehouse.
 */
export function ProductCard({
  site,
  product: tour,
  type,
}: {
  site: Site | undefined
  product: ProductCardData
  type: ProductType
}) {
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
