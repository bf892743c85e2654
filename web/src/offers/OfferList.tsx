import styled from 'styled-components'
import { endedOfferAnchor, offerEndDate, offerPath, type OfferListContent } from '@/site/offers'
import { typeStep } from '@/theme/typeStep'
import { CARD_PICTURE_SIZES, CardBody, CardFrame, CardPicture, CardTitle } from '@/ui/CardFrame'
import { Container } from '@/ui/Container'
import { Heading } from '@/ui/Heading'
import { Section } from '@/ui/Section'
import { SitePageLink } from '@/ui/SitePageLink'
import { Lead } from '@/ui/Text'
import { Saving } from './OfferArticle'
import { useSite } from '@/site/SiteContext'

const Title = styled(Heading)`
  margin: 0 0 1rem;
`

const Intro = styled(Lead)`
  max-width: 68ch;
  margin: 0 0 2rem;
`

/**
 * The notice naming an ended offer whose page sent the visitor here (its address's fragment,
 * endedOfferRedirect): shown only as the address's target, so the list reads as it is otherwise.
 */
const EndedNotice = styled.p`
  display: none;
  margin: 0 0 2rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;

  &:target {
    display: block;
  }
`

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
  }
`

const CardSaving = styled(Saving)`
  justify-self: start;
  margin: 0;
`

const Ends = styled.p`
  ${typeStep('small')}
  color: ${({ theme }) => theme.colors.muted};
`

/**
 * The site's current offers as cards (saving, title linked to the offer's page, summary, end),
 * soonest ending first; with none, a line that says so. Above them, hidden unless it is the
 * address's target, the notice naming an ended offer a visitor was sent here from.
 */
export function OfferList({ offers, ended }: OfferListContent) {
  const { timeZone } = useSite()
  return (
    <Section>
      <Container>
        <Title level="h1" size="h1">
          Offers
        </Title>
        {ended.map((offer) =>
          offer.slug ? (
            <EndedNotice key={offer.slug} id={endedOfferAnchor(offer.slug)}>
              {`“${offer.title ?? offer.slug}” has ended${
                offerEndDate(offer.validUntil, timeZone)
                  ? ` (on ${offerEndDate(offer.validUntil, timeZone)})`
                  : ''
              }. ${offers.length ? 'These offers are on now.' : 'We have no other offer on right now.'}`}
            </EndedNotice>
          ) : null,
        )}
        <Intro>
          {offers.length
            ? 'What you can save on our trips right now. Each offer has its terms and its end date on its page.'
            : 'We have no offer on right now. Our trips are still here, and we are happy to help you plan one.'}
        </Intro>
        {offers.length ? (
          <Grid>
            {offers.map((offer) => {
              const ends = offerEndDate(offer.validUntil, timeZone)
              return (
                <li key={offer._id}>
                  <CardFrame>
                    <CardPicture image={offer.image} sizes={CARD_PICTURE_SIZES} />
                    <CardBody>
                      {offer.saving ? <CardSaving>{offer.saving}</CardSaving> : null}
                      <CardTitle level="h2" size="h3">
                        {offer.slug ? (
                          <SitePageLink href={offerPath(offer.slug)}>{offer.title}</SitePageLink>
                        ) : (
                          offer.title
                        )}
                      </CardTitle>
                      {offer.summary ? <p>{offer.summary}</p> : null}
                      {ends ? <Ends>{`Ends ${ends}`}</Ends> : null}
                    </CardBody>
                  </CardFrame>
                </li>
              )
            })}
          </Grid>
        ) : null}
      </Container>
    </Section>
  )
}
