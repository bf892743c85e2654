import styled from 'styled-components'
import { FamilDialog } from './FamilDialog'
import { DayAccordion } from './DayAccordion'
import type { ItineraryAndPrice } from './types'
import { typeStep } from '@/theme/typeStep'

const Price = styled.p`
  margin: 0;
  ${typeStep('lead')}
  font-weight: 600;
`

const Items = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.6;
`

type Props = { itineraryAndPrice: ItineraryAndPrice; onClose: () => void }

/** The price, the inclusions as grouped lists, and the itinerary day by day. */
export function ItineraryDialog({ itineraryAndPrice, onClose }: Props) {
  const { price, inclusions, itinerary } = itineraryAndPrice
  const groups = inclusions?.list ?? []
  const days = itinerary?.list ?? []
  return (
    <FamilDialog title="Itinerary and price" onClose={onClose}>
      <h3>Price</h3>
      <Price>{price}</Price>
      {groups.length ? (
        <>
          <h3>{inclusions?.title || 'Inclusions'}</h3>
          {groups.map((group) => (
            <div key={group._key}>
              <h4>{group.title}</h4>
              <Items>
                {(group.contents ?? []).map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </Items>
            </div>
          ))}
        </>
      ) : null}
      {days.length ? (
        <>
          <h3>{itinerary?.title || 'Itinerary'}</h3>
          <DayAccordion days={days} />
        </>
      ) : null}
    </FamilDialog>
  )
}
