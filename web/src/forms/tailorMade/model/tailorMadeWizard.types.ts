import type {
  AccommodationLevel,
  AlreadyBought,
  BedType,
  DateType,
  Pace,
  Transport,
  TravelType,
  TripFocus,
} from './options'
import type { GolfPreferences, TailorMadeAnswers, TravelDate } from './schema'
import type { StepId } from './steps'
import type { Refusal } from '@/machines/formSubmission.machine'

/** A country of warehouse call 6, as the page got it at build time (or our route, at run time). */
export type Country = { id: number; name: string }

export type WizardInput = {
  /** The site's currency: the budget's default (AUD on tours). */
  currency: string
  countries: Country[]
  /** The trip focus the wizard starts with (the block's "Start with golf"); none when not given. */
  focus?: TripFocus
}

/**
 * What the wizard shows beside its controls, by what it is about: an answer's path in
 * TailorMadeAnswers ('country', 'interesting', 'contactInformation.name', …), or 'rooms' for the
 * room allocation's alert and 'banner' for the contact step's 'complete all required fields'.
 */
export type WizardErrors = Partial<Record<string, string>>

export type WizardContext = {
  answers: TailorMadeAnswers
  errors: WizardErrors
  countries: Country[]
  /** The places of the chosen countries (warehouse call 5, through /api/tailorMade/locations). */
  locations: string[]
  /** The already-bought item whose detail dialog is open. */
  detailFor: Exclude<AlreadyBought, 'nothing'> | null
  /** Set by a send that found an earlier step's answers wrong: that step shows its errors on entry. */
  recheck: boolean
  /** Why the last send failed: refused by the server (with its messages), or unanswered. */
  refusal: Refusal | null
}

type Patch<T> = Partial<T>

export type WizardEvent =
  // Moving
  | { type: 'next' }
  | { type: 'back' }
  /** To an earlier step (the summary's change links, 'view/edit previous answers', the browser's back). */
  | { type: 'goTo'; step: StepId }
  // 1 countries
  | { type: 'toggleCountry'; country: string }
  // 2 travel type, bed type, party and rooms
  | { type: 'chooseTravelType'; travelType: TravelType }
  | { type: 'clearTravelType' }
  | { type: 'chooseBedType'; bedType: BedType }
  | {
      type: 'setParty'
      party: Patch<
        Pick<TailorMadeAnswers, 'numberAdults' | 'childrenDetails' | 'numberRooms' | 'isConnectingRoom'>
      >
    }
  // 3 travel dates
  | { type: 'chooseDateType'; dateType: DateType }
  | { type: 'pickArrival'; date: string }
  | { type: 'pickDeparture'; date: string }
  | {
      type: 'setTravelDate'
      travelDate: Patch<Pick<TravelDate, 'arriveLocation' | 'departLocation' | 'duration' | 'arrivalMonth'>>
    }
  // 4 other locations
  | { type: 'setOtherLocations'; otherLocationVisit: TailorMadeAnswers['otherLocationVisit'] }
  // 5 destination focus, other-interests dialog, golf preferences
  | { type: 'chooseFocus'; focus: TripFocus }
  | { type: 'setOtherInterests'; text: string }
  | { type: 'saveOtherInterests' }
  | { type: 'setGolf'; golf: Patch<GolfPreferences> }
  // 6–9
  | { type: 'toggleInterest'; interest: string }
  | { type: 'choosePace'; pace: Pace }
  | { type: 'chooseAccommodation'; accommodation: AccommodationLevel }
  | { type: 'toggleTransport'; transport: Transport }
  // 10 free text (HTML from the rich-text editor)
  | { type: 'setDesiredTour'; html: string }
  // 11 already bought, and its detail dialog
  | { type: 'toggleAlreadyBought'; item: AlreadyBought }
  /** Opens the detail dialog of an item already ticked, to write or change its detail. */
  | { type: 'editAlreadyBoughtDetail'; item: Exclude<AlreadyBought, 'nothing'> }
  | { type: 'saveAlreadyBoughtDetail'; html: string }
  /** Closes the open dialog (other interests, already-bought detail) without saving. */
  | { type: 'closeDialog' }
  // 12 budget, 13 contact
  | { type: 'setBudget'; budget: Patch<TailorMadeAnswers['budget']> }
  | { type: 'setContact'; contact: Patch<TailorMadeAnswers['contactInformation']> }
  | { type: 'submit' }
  /** Sends again at once while the wizard waits to retry an unanswered send. */
  | { type: 'retry' }
