import styled from 'styled-components'
import { getSite } from '@travel/config'
import { useSite } from '@/site/SiteContext'
import { formatPrice } from '@/site/products'
import { ButtonLink } from '@/ui/ButtonLink'
import { ProductPhoto } from '@/ui/ProductPhoto'
import { Container } from '@/ui/Container'
import { Heading } from '@/ui/Heading'
import { Section } from '@/ui/Section'
import { Small } from '@/ui/Text'
import { typeStep } from '@/theme/typeStep'
import type { BlockProps, VoyageCardData } from '@/blocks/types'
import { formatDepartures, nightsOf } from './departures'
import { voyageQuery } from './voyageQuery'

const Title = styled(Heading)`
  margin: 0 0 0.75rem;
`

const Intro = styled.p`
  margin: 0 0 1.75rem;
  max-width: 48rem;
  color: ${({ theme }) => theme.colors.muted};
`

// As many columns of at least 19rem as fit (three on a wide screen); one on a phone, never wider
// than the screen.
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));

  &[data-single] {
    grid-template-columns: minmax(0, 1fr);
  }
`

const Card = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  /* A voyage on its own (its offer page) lies across a wide screen: picture beside text. */
  ${Cards}[data-single] & {
    @media (min-width: 760px) {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);

      /* The photo's frame fills its half, as tall as the text beside it. */
      > div:first-child {
        aspect-ratio: auto;
        min-height: 16rem;
      }

      > div:last-child {
        justify-content: center;
        padding: 2rem;
      }

      > div:last-child > p {
        margin-top: 0;
      }
    }
  }
`

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.1rem 1.25rem 1.4rem;
`

const Facts = styled(Small)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`

const Summary = styled.p`
  margin: 0;
`

const Price = styled.p`
  margin: auto 0 0;
  padding-top: 0.5rem;

  strong {
    ${typeStep('h3')}
    color: ${({ theme }) => theme.colors.primary};
  }
`

const Button = styled(ButtonLink)`
  align-self: flex-start;
  margin-top: 0.75rem;
`

type CardProps = { card: VoyageCardData; locale: string; nameLevel: 'h2' | 'h3' }

function VoyageCard({ card, locale, nameLevel }: CardProps) {
  const { product, button } = card
  const nameId = `voyage-${card._key}`
  const departures = formatDepartures(card.departures ?? [], locale)
  return (
    <Card>
      <ProductPhoto
        image={product.image}
        ratio="16 / 10"
        sizes="(min-width: 1200px) 380px, (min-width: 640px) 50vw, 100vw"
      />
      <Body>
        <Heading level={nameLevel} size="h3" id={nameId}>
          {product.name}
        </Heading>
        {product.durationDays ? (
          <Facts>
            {nightsOf(product.durationDays)} nights{departures ? ` · Departs ${departures}` : null}
          </Facts>
        ) : null}
        {card.summary ? <Summary>{card.summary}</Summary> : null}
        <Price>
          {product.priceFrom ? (
            <>
              From <strong>{formatPrice(product.priceFrom, product.currency)}</strong> per person
            </>
          ) : (
            'Price on request'
          )}
        </Price>
        {button?.label ? (
          <Button
            link={button}
            query={voyageQuery({ name: product.name, askAboutVoyage: card.askAboutVoyage })}
            aria-describedby={nameId}
          >
            {button.label}
          </Button>
        ) : null}
      </Body>
    </Card>
  )
}

/**
 * Voyages as cards: each cruise's picture, name, nights and "from" price per person as the
 * warehouse had them when the page was built (blockData.ts), with the editor's departures, short
 * line and button, which may tell an enquiry form the voyage.
 */
export function VoyageCards({ block, headingLevel }: BlockProps<'voyageCards'>) {
  const site = getSite(useSite().id)
  const { cards } = block
  if (!site || cards.length === 0) return null
  return (
    <Section>
      <Container>
        {block.title ? (
          <Title level={headingLevel} size="h2">
            {block.title}
          </Title>
        ) : null}
        {block.intro ? <Intro>{block.intro}</Intro> : null}
        <Cards data-single={cards.length === 1 ? '' : undefined}>
          {cards.map((card) => (
            <VoyageCard
              key={card._key}
              card={card}
              locale={site.locale}
              nameLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
            />
          ))}
        </Cards>
      </Container>
    </Section>
  )
}
