import {
  ACCOMMODATION_CARDS,
  ALREADY_BOUGHT_LABELS,
  BED_TYPE_LABELS,
  CLUBS_BRING_OR_RENT_LABELS,
  DATE_TYPE_LABELS,
  GOLF_COURSE_TYPE_LABELS,
  GOLF_EXPERIENCE_LABELS,
  GOLF_YES_NO,
  PACE_CARDS,
  PRIVATE_OR_PUBLIC_LABELS,
  ROOM_LABELS,
  ROOM_TYPES,
  TRANSPORT_CARDS,
  TRAVEL_TYPE_LABELS,
  TRIP_FOCUS_LABELS,
  YES_NO_LABELS,
  interestLabel,
  type GolfYesNo,
} from '@/forms/tailorMade/model/options'
import type { TailorMadeAnswers } from '@/forms/tailorMade/model/answers'
import type { StepId } from '@/forms/tailorMade/model/steps'
import { plainText } from '@/forms/tailorMade/model/plainText'

export type SummaryRow = { label: string; value: string; step: StepId }

const NOT_GIVEN = 'Not given'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : NOT_GIVEN)

/** A YYYY-MM-DD date as "12 Mar 2027" (read as the calendar day it names, in any time zone). */
function day(date: string): string {
  const time = Date.parse(date)
  if (Number.isNaN(time)) return date
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(time)
}

function month(yearMonth: string): string {
  const time = Date.parse(`${yearMonth}-01`)
  if (Number.isNaN(time)) return yearMonth
  return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(time)
}

function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount)
  } catch {
    return `${amount} ${currency}`
  }
}

function travellers({ numberAdults, childrenDetails }: TailorMadeAnswers): string {
  const adults = plural(numberAdults, 'adult', 'adults')
  if (childrenDetails.length === 0) return adults
  const ages = childrenDetails.map((child) => child.age).join(', ')
  return `${adults}, ${plural(childrenDetails.length, 'child', 'children')} (aged ${ages})`
}

function rooms({ numberRooms, isConnectingRoom }: TailorMadeAnswers): string {
  const counted = ROOM_TYPES.filter((type) => numberRooms[type] > 0).map(
    (type) => `${ROOM_LABELS[type]}: ${numberRooms[type]}`,
  )
  if (isConnectingRoom) counted.push('connecting rooms')
  return list(counted)
}

function dates({ travelDate }: TailorMadeAnswers): string {
  const { type, arriveLocation, arriveDate, departLocation, departDate, duration, arrivalMonth } = travelDate
  if (type === 'HAVE_DATES_SET') {
    const arrive = `Arriving${arriveLocation ? ` in ${arriveLocation}` : ''} on ${day(arriveDate)}`
    const depart = `leaving${departLocation ? ` from ${departLocation}` : ''} on ${day(departDate)}`
    return `${arrive}, ${depart} (${plural(duration, 'day', 'days')})`
  }
  if (type === 'FLEXIBLE_DATES')
    return `${DATE_TYPE_LABELS[type]}: ${plural(duration, 'day', 'days')}, arriving in ${month(arrivalMonth)}`
  return type ? DATE_TYPE_LABELS[type] : NOT_GIVEN
}

function golf({ golf }: TailorMadeAnswers): string {
  const answers: string[] = []
  if (golf.golfExperienced) answers.push(GOLF_EXPERIENCE_LABELS[golf.golfExperienced])
  if (golf.golfCourseType.length > 0)
    answers.push(golf.golfCourseType.map((type) => GOLF_COURSE_TYPE_LABELS[type]).join(', '))
  if (golf.numberOfRoundsOfGolf > 0) answers.push(plural(golf.numberOfRoundsOfGolf, 'round', 'rounds'))
  if (golf.privateOrPublicGolfCourses)
    answers.push(`${PRIVATE_OR_PUBLIC_LABELS[golf.privateOrPublicGolfCourses]} courses`)
  if (golf.bringGolfClubsOrRent)
    answers.push(`${CLUBS_BRING_OR_RENT_LABELS[golf.bringGolfClubsOrRent]} clubs`)
  for (const name of Object.keys(GOLF_YES_NO) as GolfYesNo[]) {
    const answer = golf[name]
    if (answer) answers.push(`${GOLF_YES_NO[name]} ${YES_NO_LABELS[answer]}`)
  }
  return answers.length > 0 ? answers.join('; ') : NOT_GIVEN
}

/**
 * Every answer in words, with the step that asks it: the contact step's summary, which the
 * visitor checks before sending.
 */
export function summaryRows(answers: TailorMadeAnswers): SummaryRow[] {
  const { travelType, selectedBedType, destinationFocus } = answers
  const accommodation = ACCOMMODATION_CARDS.find((card) => card.value === answers.accommodation)
  const rows: SummaryRow[] = [
    { label: 'Countries', value: list(answers.country), step: 'countries' },
    {
      label: 'Who is travelling',
      value: travelType
        ? [TRAVEL_TYPE_LABELS[travelType], selectedBedType ? BED_TYPE_LABELS[selectedBedType] : '']
            .filter(Boolean)
            .join(', ')
        : NOT_GIVEN,
      step: 'travelType',
    },
    { label: 'Travellers', value: travellers(answers), step: 'travelType' },
    { label: 'Rooms', value: rooms(answers), step: 'travelType' },
    { label: 'Dates', value: dates(answers), step: 'travelDates' },
    {
      label: 'Other places',
      value: list(
        answers.otherLocationVisit.map(
          (place) =>
            `${place.location} (${plural(place.numberNights, 'night', 'nights')}${place.note ? `: ${place.note}` : ''})`,
        ),
      ),
      step: 'otherLocations',
    },
    {
      label: 'Trip focus',
      value: destinationFocus
        ? `${TRIP_FOCUS_LABELS[destinationFocus]}${destinationFocus === 'other' ? `: ${answers.otherInterests}` : ''}`
        : NOT_GIVEN,
      step: 'destinationFocus',
    },
  ]
  if (destinationFocus === 'golf_holidays')
    rows.push({ label: 'Golf', value: golf(answers), step: 'destinationFocus' })
  rows.push(
    { label: 'Interests', value: list(answers.interesting.map(interestLabel)), step: 'interests' },
    { label: 'Pace', value: answers.pace ? PACE_CARDS[answers.pace].title : NOT_GIVEN, step: 'pace' },
    {
      label: 'Accommodation',
      value: accommodation ? `${accommodation.title}, ${accommodation.price}` : NOT_GIVEN,
      step: 'accommodation',
    },
    {
      label: 'Transportation',
      value: list(answers.transportation.map((transport) => TRANSPORT_CARDS[transport].title)),
      step: 'transportation',
    },
    { label: 'Your desired tour', value: plainText(answers.desiredTour) || NOT_GIVEN, step: 'desiredTour' },
    {
      label: 'Already bought',
      value: list(
        answers.alreadyBought.map((item) => {
          const detail = answers.detailAlreadyBought.find((each) => each.type === item)
          const label = ALREADY_BOUGHT_LABELS[item]
          return detail ? `${label} (${plainText(detail.content)})` : label
        }),
      ),
      step: 'alreadyBought',
    },
    { label: 'Budget', value: money(answers.budget.amount, answers.budget.currency), step: 'budget' },
  )
  return rows
}
