import styled from 'styled-components'
import { getSite } from '@travel/config'
import { useSite } from '@/site/SiteContext'
import { formatPrice } from '@/site/products'
import { ButtonLink } from '@/ui/ButtonLink'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { Heading } from '@/ui/Heading'
import { Section } from '@/ui/Section'
import { Small } from '@/ui/Text'
import { typeStep } from '@/theme/typeStep'
import type { BlockOf, BlockProps } from '@/blocks/types'
import { formatDepartures } from './departures'
import { voyageQuery } from './voyageQuery'

type Voyage = NonNullable<BlockOf<'voyageCards'>['voyages']>[number]

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

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }

  /* A voyage on its own (its offer page) lies across a wide screen: picture beside text. */
  ${Cards}[data-single] & {
    @media (min-width: 760px) {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);

      img {
        height: 100%;
      }

      > div {
        justify-content: center;
        padding: 2rem;
      }

      > div > p {
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

type CardProps = { voyage: Voyage; locale: string; currency: string; nameLevel: 'h2' | 'h3' }

function VoyageCard({ voyage, locale, currency, nameLevel }: CardProps) {
  const nameId = `voyage-${voyage._key}`
  const departures = formatDepartures(voyage.departures ?? [], locale)
  const button = voyage.button
  return (
    <Card>
      <CmsImage image={voyage.image} sizes="(min-width: 1200px) 380px, (min-width: 640px) 50vw, 100vw" />
      <Body>
        <Heading level={nameLevel} size="h3" id={nameId}>
          {voyage.name}
        </Heading>
        <Facts>
          {voyage.nights} nights{departures ? ` · Departs ${departures}` : null}
        </Facts>
        {voyage.summary ? <Summary>{voyage.summary}</Summary> : null}
        {voyage.fromPrice ? (
          <Price>
            From <strong>{formatPrice(voyage.fromPrice, currency)}</strong> per person
          </Price>
        ) : null}
        {button?.label ? (
          <Button link={button} query={voyageQuery(voyage)} aria-describedby={nameId}>
            {button.label}
          </Button>
        ) : null}
      </Body>
    </Card>
  )
}

/**
 * Voyages as cards: picture, name, nights and departures, a short line, the "from" price per
 * person in the site's currency and a button, which may tell an enquiry form the voyage.
 */
export function VoyageCards({ block, headingLevel }: BlockProps<'voyageCards'>) {
  const site = getSite(useSite().id)
  const voyages = block.voyages ?? []
  if (!site || voyages.length === 0) return null
  return (
    <Section>
      <Container>
        {block.title ? (
          <Title level={headingLevel} size="h2">
            {block.title}
          </Title>
        ) : null}
        {block.intro ? <Intro>{block.intro}</Intro> : null}
        <Cards data-single={voyages.length === 1 ? '' : undefined}>
          {voyages.map((voyage) => (
            <VoyageCard
              key={voyage._key}
              voyage={voyage}
              locale={site.locale}
              currency={site.currency}
              nameLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
            />
          ))}
        </Cards>
      </Container>
    </Section>
  )
}
