import { emptyAnswers, type TailorMadeAnswers } from '@/forms/tailorMade/model/answers'

/**
 * A complete, valid tailor-made request as the wizard posts it: a SOLO traveller with dates
 * set. Tests spread their changes onto it. The dates are far ahead so that the arrival stays
 * "not before today" whenever the tests run.
 */
export function aValidTailorMadeBody(): TailorMadeAnswers {
  const answers = emptyAnswers('AUD')
  return {
    ...answers,
    country: ['Italy'],
    travelType: 'SOLO',
    selectedBedType: 'single',
    numberAdults: 1,
    numberRooms: { singleRoom: 1, doubleRoom: 0, tripleRoom: 0, quadRoom: 0 },
    travelDate: {
      type: 'HAVE_DATES_SET',
      duration: 7,
      arriveLocation: 'Rome',
      departLocation: 'Venice',
      arriveDate: '2099-04-01',
      departDate: '2099-04-07',
      arrivalMonth: '',
    },
    otherLocationVisit: [{ location: 'Florence', numberNights: 2, note: 'Uffizi, please' }],
    destinationFocus: 'culture_and_heritage',
    interesting: ['unesco_world_heritage_sites', 'local_cuisine'],
    pace: 'moderate_pace',
    accommodation: 'dexluxe',
    transportation: ['train'],
    desiredTour: '<p>Art and <strong>food</strong></p>',
    alreadyBought: ['flights'],
    detailAlreadyBought: [{ type: 'flights', content: '<p>Qantas QF1, 31 March</p>' }],
    budget: { currency: 'AUD', amount: 8000 },
    contactInformation: { name: 'Ada Lovelace', email: 'ada@example.com', phoneNumber: '+61 400 000 000' },
  }
}
