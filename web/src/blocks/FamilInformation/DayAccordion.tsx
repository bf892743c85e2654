import styled from 'styled-components'
import { CmsImage } from '@/ui/CmsImage'
import type { ItineraryDay } from './types'

const Day = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.surface};

  summary {
    padding: 0.75rem 0;
    font-weight: 600;
    cursor: pointer;
  }

  p {
    margin: 0 0 0.75rem;
    line-height: 1.6;
    white-space: pre-line;
  }
`

const Photo = styled(CmsImage)`
  display: block;
  width: 100%;
  height: auto;
  margin-bottom: 1rem;
  border-radius: ${({ theme }) => theme.radii.card};
`

/**
 * The itinerary, one disclosure a day (native <details>: keyboard operable and announced as
 * expandable with no script of its own). Each day's picture loads only once the day is opened.
 */
export function DayAccordion({ days }: { days: ItineraryDay[] }) {
  return (
    <div>
      {days.map((day) => (
        <Day key={day._key}>
          <summary>{day.title}</summary>
          <p>{day.content}</p>
          <Photo image={day.image} sizes="(min-width: 34rem) 28rem, 90vw" />
        </Day>
      ))}
    </div>
  )
}
