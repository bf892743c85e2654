import type { TailorMadeAnswers } from './schema'

export type { TailorMadeAnswers } from './schema'

/** A wizard not yet answered; the budget's currency is the site's (AUD on tours). */
export function emptyAnswers(currency: string): TailorMadeAnswers {
  return {
    country: [],
    travelType: '',
    selectedBedType: '',
    numberAdults: 1,
    childrenDetails: [],
    numberRooms: { singleRoom: 0, doubleRoom: 0, tripleRoom: 0, quadRoom: 0 },
    isConnectingRoom: false,
    travelDate: {
      type: '',
      duration: 1,
      arriveLocation: '',
      departLocation: '',
      arriveDate: '',
      departDate: '',
      arrivalMonth: '',
    },
    otherLocationVisit: [],
    destinationFocus: '',
    otherInterests: '',
    golf: {
      golfExperienced: '',
      golfCourseType: [],
      numberOfRoundsOfGolf: 0,
      privateOrPublicGolfCourses: '',
      bringGolfClubsOrRent: '',
      lookingForGoflCourse: '',
      wantToPlayMultipleCourses: '',
      interestedInParticipatingGolfEvents: '',
      assistanceWithGolfTransportation: '',
      interestedInGolfLessons: '',
      accessToGolfProTraning: '',
      storageGolfCart: '',
    },
    interesting: [],
    pace: '',
    accommodation: '',
    transportation: [],
    desiredTour: '',
    alreadyBought: [],
    detailAlreadyBought: [],
    budget: { currency, amount: 0 },
    contactInformation: { name: '', email: '', phoneNumber: '' },
  }
}
