import type { Site } from '@travel/config'
import type { GolfYesNo } from '@/forms/tailorMade/model/options'
import { titleCase } from '@/site/titleCase'
import type { GolfPreferences, TailorMadeAnswers, TravelDate } from '@/forms/tailorMade/model/schema'

type GolfBody = Omit<GolfPreferences, GolfYesNo> & Record<GolfYesNo, boolean | null>

/** The body of POST {reservation}/reservation/tailor-made (spec 02 §3; docs/upstream.md). */
export type TailorMadeBody = {
  selectedBedType: string
  country: string[]
  travelType: string
  numberAdults: number
  numberChildren: number
  childrenDetails: { age: number }[]
  isConnectingRoom: boolean
  travelDate: {
    type: string
    duration: number
    arriveLocation: string
    departLocation: string
    arriveDate: string
    departDate: string
    locationsAsArray: string[]
  }
  destinationFocus: string
  interesting: string[]
  transportation: string[]
  alreadyBought: string[]
  detailAlreadyBought: { type: string; content: string }[]
  /** Not collected by the wizard; the spec's payload has it, always empty. */
  lastThing: []
  budget: { currency: string; amount: number }
  pace: string
  accommodation: string
  desiredTour: string
  contactInformation: { name: string; email?: string; phoneNumber: string }
  numberRooms: { singleRoom: number; doubleRoom: number; tripleRoom: number; quadRoom: number }
  otherLocationVisit: { location: string; numberNights: number; note: string }[]
  site: string
} & Partial<GolfBody>

type DatesBody = Pick<
  TailorMadeBody['travelDate'],
  'arriveLocation' | 'departLocation' | 'arriveDate' | 'departDate'
>

/**
 * The dates as the back office reads them: a flexible trip's arrival month as its first day,
 * and the departure cut to year-month unless the dates are set; no dates when unknown. The
 * places belong to the dates set: only that screen asks them, so only then are they sent.
 */
function datesOf(travelDate: TravelDate): DatesBody {
  const noPlaces = { arriveLocation: '', departLocation: '' }
  switch (travelDate.type) {
    case 'HAVE_DATES_SET':
      return {
        arriveLocation: travelDate.arriveLocation,
        departLocation: travelDate.departLocation,
        arriveDate: travelDate.arriveDate,
        departDate: travelDate.departDate,
      }
    case 'FLEXIBLE_DATES': {
      const arriveDate = `${travelDate.arrivalMonth}-01`
      return { ...noPlaces, arriveDate, departDate: arriveDate.slice(0, 7) }
    }
    default:
      return { ...noPlaces, arriveDate: '', departDate: '' }
  }
}

const yesNo = (answer: string): boolean | null => (answer === 'yes' ? true : answer === 'no' ? false : null)

/** The golf preferences, spelled as given, the yes/no questions as booleans (null: unanswered). */
function golfOf(golf: GolfPreferences): GolfBody {
  return {
    golfExperienced: golf.golfExperienced,
    golfCourseType: [...golf.golfCourseType],
    numberOfRoundsOfGolf: golf.numberOfRoundsOfGolf,
    privateOrPublicGolfCourses: golf.privateOrPublicGolfCourses,
    bringGolfClubsOrRent: golf.bringGolfClubsOrRent,
    lookingForGoflCourse: yesNo(golf.lookingForGoflCourse),
    wantToPlayMultipleCourses: yesNo(golf.wantToPlayMultipleCourses),
    interestedInParticipatingGolfEvents: yesNo(golf.interestedInParticipatingGolfEvents),
    assistanceWithGolfTransportation: yesNo(golf.assistanceWithGolfTransportation),
    interestedInGolfLessons: yesNo(golf.interestedInGolfLessons),
    accessToGolfProTraning: yesNo(golf.accessToGolfProTraning),
    storageGolfCart: yesNo(golf.storageGolfCart),
  }
}

/**
 * The tailor-made request from the stored answers (already validated and sanitised by the
 * route). Each choice below is documented in docs/upstream.md (the tailor-made call, Known
 * differences).
 */
export function tailorMadeBody(answers: TailorMadeAnswers, site: Site): TailorMadeBody {
  const { travelDate, contactInformation: contact, numberRooms, budget } = answers
  const email = contact.email.trim()
  return {
    selectedBedType: answers.selectedBedType,
    country: [...answers.country],
    travelType: answers.travelType,
    numberAdults: answers.numberAdults,
    numberChildren: answers.childrenDetails.length,
    childrenDetails: answers.childrenDetails.map(({ age }) => ({ age })),
    isConnectingRoom: answers.isConnectingRoom,
    travelDate: {
      type: travelDate.type,
      duration: travelDate.duration,
      ...datesOf(travelDate),
      locationsAsArray: answers.otherLocationVisit.map(({ location }) => location),
    },
    // The payload has no field of its own for the other-interests text: it takes the focus's place.
    destinationFocus:
      answers.destinationFocus === 'other' ? answers.otherInterests.trim() : answers.destinationFocus,
    interesting: answers.interesting.map(titleCase),
    transportation: answers.transportation.map(titleCase),
    alreadyBought: answers.alreadyBought.map(titleCase),
    // Formatted like its alreadyBought item, so the two match.
    detailAlreadyBought: answers.detailAlreadyBought.map(({ type, content }) => ({
      type: titleCase(type),
      content,
    })),
    lastThing: [],
    budget: { currency: budget.currency, amount: budget.amount },
    pace: titleCase(answers.pace),
    // Sent as given: 'dexluxe' or 'slow_pace' (the Luxury level's value, as the spec keeps it).
    accommodation: answers.accommodation,
    desiredTour: answers.desiredTour,
    contactInformation: {
      name: contact.name,
      ...(email ? { email } : {}),
      phoneNumber: contact.phoneNumber,
    },
    numberRooms: {
      singleRoom: numberRooms.singleRoom,
      doubleRoom: numberRooms.doubleRoom,
      tripleRoom: numberRooms.tripleRoom,
      quadRoom: numberRooms.quadRoom,
    },
    otherLocationVisit: answers.otherLocationVisit.map(({ location, numberNights, note }) => ({
      location,
      numberNights,
      note,
    })),
    site: site.siteLabel,
    ...(answers.destinationFocus === 'golf_holidays' ? golfOf(answers.golf) : {}),
  }
}
