import styled from 'styled-components'
import { getSite } from '@travel/config'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import type { EnquiredProduct } from '@/site/productEnquiry'
import { useSite } from '@/site/SiteContext'
import { typeStep } from '@/theme/typeStep'
import { Container } from '@/ui/Container'
import { FormIntro, FormTitle } from '@/ui/FormHeading'
import { ProductPhoto } from '@/ui/ProductPhoto'
import { Section } from '@/ui/Section'

// The form, its validation and its dialog load apart from the page (the server waits for them).
const ProductEnquiryForm = lazyPart(() =>
  import('./ProductEnquiryForm').then((module) => module.ProductEnquiryForm),
)

const Narrow = styled(Container)`
  max-width: 60rem;
`

/** The trip: its photo beside its name and code, the photo above them on a phone. */
const Trip = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  align-items: center;
  margin-bottom: 1.5rem;

  @media (min-width: 640px) {
    grid-template-columns: minmax(0, 16rem) minmax(0, 1fr);
  }
`

const Photo = styled(ProductPhoto)`
  border-radius: ${({ theme }) => theme.radii.card};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
`

const Eyebrow = styled.span`
  display: block;
  margin-bottom: 0.25rem;
  color: ${({ theme }) => theme.colors.muted};
  ${typeStep('small')}
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`

const Code = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`

/**
 * An enquiry about one product (`/enquire/tours/TR-VN-15`, a product card's or an offer page's
 * Enquire): the trip as the warehouse names it, then the form, which fills the departure from the
 * link (so it comes to life as it comes into view) and asks the rest.
 */
export function ProductEnquiry({ product }: { product: EnquiredProduct }) {
  const site = getSite(useSite().id)
  return (
    <Section>
      <Narrow>
        <Trip>
          <Photo image={product.image} ratio="3 / 2" sizes="(min-width: 640px) 16rem, 100vw" decorative />
          <div>
            <FormTitle level="h1" size="h2">
              <Eyebrow>Enquire about</Eyebrow> {product.name}
            </FormTitle>
            <Code>Trip code {product.code}</Code>
          </div>
        </Trip>
        <FormIntro>
          Tell us who is travelling and when you would like to go: we will reply with dates, availability and
          a quote.
        </FormIntro>
        <HydrateOnInteraction load={ProductEnquiryForm.preload} whenVisible>
          {(entered) => (
            <ProductEnquiryForm
              product={product}
              phoneRegion={site?.phoneRegion ?? 'AU'}
              locale={site?.locale ?? 'en-AU'}
              idPrefix="product-enquiry"
              entered={entered}
            />
          )}
        </HydrateOnInteraction>
      </Narrow>
    </Section>
  )
}
