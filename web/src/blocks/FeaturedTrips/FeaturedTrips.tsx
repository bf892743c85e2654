import styled from 'styled-components'
import { getSite } from '@travel/config'
import { touristTrips } from '@/site/products'
import { useSite } from '@/site/SiteContext'
import { jsonLd } from '@/site/structuredData'
import { Container } from '@/ui/Container'
import { Heading } from '@/ui/Heading'
import { ProductCard, ProductCards } from '@/ui/ProductCard'
import { Section } from '@/ui/Section'
import { Lead } from '@/ui/Text'
import type { BlockProps } from '@/blocks/types'

const Title = styled(Heading)`
  margin: 0 0 0.75rem;
`

const Intro = styled(Lead)`
  max-width: 48rem;
  margin: 0 0 1.5rem;
`

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`

/**
 * Trips an editor picked from the warehouse by reference, as product cards: each one's name,
 * length, price from in the site's currency and picture as the warehouse had them when the page
 * was built, with Book Now and Enquire; the trips as schema.org TouristTrips for search engines.
 * A trip the warehouse no longer has was left out on the server (blockData.ts).
 */
export function FeaturedTrips({ block, headingLevel }: BlockProps<'featuredTrips'>) {
  const site = getSite(useSite().id)
  const { products } = block
  return (
    <Section>
      <Container>
        <Title level={headingLevel} size="h2">
          {block.title}
        </Title>
        {block.intro ? <Intro>{block.intro}</Intro> : null}
        {products.length ? (
          <ProductCards>
            {products.map((product) => (
              <ProductCard key={product.code} site={site} product={product} type={product.type} />
            ))}
          </ProductCards>
        ) : (
          <Empty>No trips to show just now. Please come back a little later.</Empty>
        )}
        {site && products.length ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonLd(touristTrips(site, products)) }}
          />
        ) : null}
      </Container>
    </Section>
  )
}
