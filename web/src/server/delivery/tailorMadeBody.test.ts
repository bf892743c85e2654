/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import type { TailorMadeAnswers } from '@/forms/tailorMade/model/schema'
import { aValidTailorMadeBody } from '@/testing/tailorMade'
import { tailorMadeBody } from './tailorMadeBody'

const tours = getSite('tours') as Site
const golf = getSite('golf') as Site
const valid = aValidTailorMadeBody()
const noGolf = valid.golf

describe('the tailor-made request the reservation API receives', () => {
  it('for a solo traveller with dates set', () => {
    expect(tailorMadeBody(valid, tours)).toEqual({
      selectedBedType: 'single',
      country: ['Italy'],
      travelType: 'SOLO',
      numberAdults: 1,
      numberChildren: 0,
      childrenDetails: [],
      isConnectingRoom: false,
      travelDate: {
        type: 'HAVE_DATES_SET',
        duration: 7,
        arriveLocation: 'Rome',
        departLocation: 'Venice',
        arriveDate: '2099-04-01',
        departDate: '2099-04-07',
        locationsAsArray: ['Florence'],
      },
      destinationFocus: 'culture_and_heritage',
      interesting: ['Unesco World Heritage Sites', 'Local Cuisine'],
      transportation: ['Train'],
      alreadyBought: ['Flights'],
      detailAlreadyBought: [{ type: 'Flights', content: '<p>Qantas QF1, 31 March</p>' }],
      lastThing: [],
      budget: { currency: 'AUD', amount: 8000 },
      pace: 'Moderate Pace',
      accommodation: 'dexluxe',
      desiredTour: '<p>Art and <strong>food</strong></p>',
      contactInformation: { name: 'Ada Lovelace', email: 'ada@example.com', phoneNumber: '+61 400 000 000' },
      numberRooms: { singleRoom: 1, doubleRoom: 0, tripleRoom: 0, quadRoom: 0 },
      otherLocationVisit: [{ location: 'Florence', numberNights: 2, note: 'Uffizi, please' }],
      site: 'wayfarertours.com.au',
    })
  })

  it('for a couple with flexible dates: the month as its first day, the departure cut to the month', () => {
    const couple: TailorMadeAnswers = {
      ...valid,
      country: ['Japan', 'Vietnam'],
      travelType: 'COUPLE',
      selectedBedType: 'double',
      numberAdults: 2,
      numberRooms: { singleRoom: 0, doubleRoom: 1, tripleRoom: 0, quadRoom: 0 },
      travelDate: {
        type: 'FLEXIBLE_DATES',
        duration: 14,
        arriveLocation: '',
        departLocation: '',
        arriveDate: '',
        departDate: '',
        arrivalMonth: '2099-10',
      },
      otherLocationVisit: [
        { location: 'Kyoto', numberNights: 3, note: '' },
        { location: 'Hoi An', numberNights: 0, note: 'a day trip' },
      ],
      destinationFocus: 'gastronomy_and_wines',
      interesting: ['beer_and_spirits', 'farm_to_table_and_culinary_workshops'],
      pace: 'slow_pace',
      accommodation: 'slow_pace',
      transportation: ['private_transfers', 'train'],
      desiredTour: '',
      alreadyBought: [],
      detailAlreadyBought: [],
      budget: { currency: 'JPY', amount: 1500000 },
      contactInformation: { name: 'Ken Sato', email: 'ken@example.jp', phoneNumber: '090 1234 5678' },
    }
    expect(tailorMadeBody(couple, tours)).toEqual({
      selectedBedType: 'double',
      country: ['Japan', 'Vietnam'],
      travelType: 'COUPLE',
      numberAdults: 2,
      numberChildren: 0,
      childrenDetails: [],
      isConnectingRoom: false,
      travelDate: {
        type: 'FLEXIBLE_DATES',
        duration: 14,
        arriveLocation: '',
        departLocation: '',
        arriveDate: '2099-10-01',
        departDate: '2099-10',
        locationsAsArray: ['Kyoto', 'Hoi An'],
      },
      destinationFocus: 'gastronomy_and_wines',
      interesting: ['Beer And Spirits', 'Farm To Table And Culinary Workshops'],
      transportation: ['Private Transfers', 'Train'],
      alreadyBought: [],
      detailAlreadyBought: [],
      lastThing: [],
      budget: { currency: 'JPY', amount: 1500000 },
      pace: 'Slow Pace',
      accommodation: 'slow_pace',
      desiredTour: '',
      contactInformation: { name: 'Ken Sato', email: 'ken@example.jp', phoneNumber: '090 1234 5678' },
      numberRooms: { singleRoom: 0, doubleRoom: 1, tripleRoom: 0, quadRoom: 0 },
      otherLocationVisit: [
        { location: 'Kyoto', numberNights: 3, note: '' },
        { location: 'Hoi An', numberNights: 0, note: 'a day trip' },
      ],
      site: 'wayfarertours.com.au',
    })
  })

  it('for a family with children and rooms, without an email', () => {
    const family: TailorMadeAnswers = {
      ...valid,
      travelType: 'FAMILY',
      selectedBedType: '',
      numberAdults: 2,
      childrenDetails: [{ age: 4 }, { age: 12 }, { age: 0 }],
      numberRooms: { singleRoom: 0, doubleRoom: 1, tripleRoom: 1, quadRoom: 0 },
      isConnectingRoom: true,
      otherLocationVisit: [],
      destinationFocus: 'beach_and_islands',
      interesting: ['off_the_beaten_path_islands', 'zip-lining_and_aerial_adventures'],
      pace: 'fast_pace',
      transportation: ['none'],
      alreadyBought: ['accommodation', 'local_transport', 'paid_activities'],
      detailAlreadyBought: [
        { type: 'local_transport', content: '<p>A rail pass</p>' },
        { type: 'accommodation', content: '<ul><li>Villa in Amalfi</li></ul>' },
      ],
      contactInformation: { name: 'The Rossis', email: ' ', phoneNumber: '+39 06 1234 5678' },
    }
    expect(tailorMadeBody(family, tours)).toEqual({
      selectedBedType: '',
      country: ['Italy'],
      travelType: 'FAMILY',
      numberAdults: 2,
      numberChildren: 3,
      childrenDetails: [{ age: 4 }, { age: 12 }, { age: 0 }],
      isConnectingRoom: true,
      travelDate: {
        type: 'HAVE_DATES_SET',
        duration: 7,
        arriveLocation: 'Rome',
        departLocation: 'Venice',
        arriveDate: '2099-04-01',
        departDate: '2099-04-07',
        locationsAsArray: [],
      },
      destinationFocus: 'beach_and_islands',
      interesting: ['Off The Beaten Path Islands', 'Zip-Lining And Aerial Adventures'],
      transportation: ['None'],
      alreadyBought: ['Accommodation', 'Local Transport', 'Paid Activities'],
      detailAlreadyBought: [
        { type: 'Local Transport', content: '<p>A rail pass</p>' },
        { type: 'Accommodation', content: '<ul><li>Villa in Amalfi</li></ul>' },
      ],
      lastThing: [],
      budget: { currency: 'AUD', amount: 8000 },
      pace: 'Fast Pace',
      accommodation: 'dexluxe',
      desiredTour: '<p>Art and <strong>food</strong></p>',
      contactInformation: { name: 'The Rossis', phoneNumber: '+39 06 1234 5678' },
      numberRooms: { singleRoom: 0, doubleRoom: 1, tripleRoom: 1, quadRoom: 0 },
      otherLocationVisit: [],
      site: 'wayfarertours.com.au',
    })
  })

  it('for a group that does not know its dates yet: no dates', () => {
    const group: TailorMadeAnswers = {
      ...valid,
      country: ['Peru'],
      travelType: 'GROUP',
      selectedBedType: '',
      numberAdults: 9,
      childrenDetails: [],
      numberRooms: { singleRoom: 1, doubleRoom: 0, tripleRoom: 0, quadRoom: 2 },
      travelDate: {
        type: 'DONT_KNOW_YET',
        duration: 1,
        arriveLocation: '',
        departLocation: '',
        arriveDate: '',
        departDate: '',
        arrivalMonth: '',
      },
      otherLocationVisit: [{ location: 'Cusco', numberNights: 4, note: '' }],
      destinationFocus: 'adventure',
      interesting: ['mountain_climbing_and_trekking'],
      pace: 'fast_pace',
      transportation: ['private_transfers'],
      alreadyBought: ['nothing'],
      detailAlreadyBought: [],
      budget: { currency: 'USD', amount: -1 },
      contactInformation: { name: 'Trek Club', email: 'club@example.org', phoneNumber: '555 0100' },
    }
    expect(tailorMadeBody(group, tours)).toEqual({
      selectedBedType: '',
      country: ['Peru'],
      travelType: 'GROUP',
      numberAdults: 9,
      numberChildren: 0,
      childrenDetails: [],
      isConnectingRoom: false,
      travelDate: {
        type: 'DONT_KNOW_YET',
        duration: 1,
        arriveLocation: '',
        departLocation: '',
        arriveDate: '',
        departDate: '',
        locationsAsArray: ['Cusco'],
      },
      destinationFocus: 'adventure',
      interesting: ['Mountain Climbing And Trekking'],
      transportation: ['Private Transfers'],
      alreadyBought: ['Nothing'],
      detailAlreadyBought: [],
      lastThing: [],
      budget: { currency: 'USD', amount: -1 },
      pace: 'Fast Pace',
      accommodation: 'dexluxe',
      desiredTour: '<p>Art and <strong>food</strong></p>',
      contactInformation: { name: 'Trek Club', email: 'club@example.org', phoneNumber: '555 0100' },
      numberRooms: { singleRoom: 1, doubleRoom: 0, tripleRoom: 0, quadRoom: 2 },
      otherLocationVisit: [{ location: 'Cusco', numberNights: 4, note: '' }],
      site: 'wayfarertours.com.au',
    })
  })

  it('with the golf focus: the golf preferences at the top level, yes/no as booleans', () => {
    const golfer: TailorMadeAnswers = {
      ...valid,
      country: ['United Kingdom'],
      otherLocationVisit: [],
      destinationFocus: 'golf_holidays',
      golf: {
        golfExperienced: 'advanced',
        golfCourseType: ['links', 'coastal-courses'],
        numberOfRoundsOfGolf: 5,
        privateOrPublicGolfCourses: '',
        bringGolfClubsOrRent: 'bring',
        lookingForGoflCourse: 'yes',
        wantToPlayMultipleCourses: 'yes',
        interestedInParticipatingGolfEvents: 'no',
        assistanceWithGolfTransportation: '',
        interestedInGolfLessons: 'no',
        accessToGolfProTraning: '',
        storageGolfCart: 'yes',
      },
      interesting: ['luxury_and_vip_tours'],
      alreadyBought: [],
      detailAlreadyBought: [],
      desiredTour: '',
    }
    expect(tailorMadeBody(golfer, golf)).toEqual({
      selectedBedType: 'single',
      country: ['United Kingdom'],
      travelType: 'SOLO',
      numberAdults: 1,
      numberChildren: 0,
      childrenDetails: [],
      isConnectingRoom: false,
      travelDate: {
        type: 'HAVE_DATES_SET',
        duration: 7,
        arriveLocation: 'Rome',
        departLocation: 'Venice',
        arriveDate: '2099-04-01',
        departDate: '2099-04-07',
        locationsAsArray: [],
      },
      destinationFocus: 'golf_holidays',
      interesting: ['Luxury And Vip Tours'],
      transportation: ['Train'],
      alreadyBought: [],
      detailAlreadyBought: [],
      lastThing: [],
      budget: { currency: 'AUD', amount: 8000 },
      pace: 'Moderate Pace',
      accommodation: 'dexluxe',
      desiredTour: '',
      contactInformation: { name: 'Ada Lovelace', email: 'ada@example.com', phoneNumber: '+61 400 000 000' },
      numberRooms: { singleRoom: 1, doubleRoom: 0, tripleRoom: 0, quadRoom: 0 },
      otherLocationVisit: [],
      site: 'fairwaygolfjourneys.com',
      golfExperienced: 'advanced',
      golfCourseType: ['links', 'coastal-courses'],
      numberOfRoundsOfGolf: 5,
      privateOrPublicGolfCourses: '',
      bringGolfClubsOrRent: 'bring',
      lookingForGoflCourse: true,
      wantToPlayMultipleCourses: true,
      interestedInParticipatingGolfEvents: false,
      assistanceWithGolfTransportation: null,
      interestedInGolfLessons: false,
      accessToGolfProTraning: null,
      storageGolfCart: true,
    })
  })

  it('with the other focus: the other-interests text in its place, and no golf data', () => {
    const other: TailorMadeAnswers = {
      ...valid,
      otherLocationVisit: [],
      destinationFocus: 'other',
      otherInterests: '  Opera houses and violin makers ',
      // Golf answers left from an earlier focus are not sent.
      golf: { ...noGolf, golfExperienced: 'beginner', storageGolfCart: 'yes' },
      interesting: ['luxury_and_vip_tours', 'beach_or_resort_leisure'],
      alreadyBought: [],
      detailAlreadyBought: [],
    }
    expect(tailorMadeBody(other, tours)).toEqual({
      selectedBedType: 'single',
      country: ['Italy'],
      travelType: 'SOLO',
      numberAdults: 1,
      numberChildren: 0,
      childrenDetails: [],
      isConnectingRoom: false,
      travelDate: {
        type: 'HAVE_DATES_SET',
        duration: 7,
        arriveLocation: 'Rome',
        departLocation: 'Venice',
        arriveDate: '2099-04-01',
        departDate: '2099-04-07',
        locationsAsArray: [],
      },
      destinationFocus: 'Opera houses and violin makers',
      interesting: ['Luxury And Vip Tours', 'Beach Or Resort Leisure'],
      transportation: ['Train'],
      alreadyBought: [],
      detailAlreadyBought: [],
      lastThing: [],
      budget: { currency: 'AUD', amount: 8000 },
      pace: 'Moderate Pace',
      accommodation: 'dexluxe',
      desiredTour: '<p>Art and <strong>food</strong></p>',
      contactInformation: { name: 'Ada Lovelace', email: 'ada@example.com', phoneNumber: '+61 400 000 000' },
      numberRooms: { singleRoom: 1, doubleRoom: 0, tripleRoom: 0, quadRoom: 0 },
      otherLocationVisit: [],
      site: 'wayfarertours.com.au',
    })
  })
  it.each(['FLEXIBLE_DATES', 'DONT_KNOW_YET'] as const)(
    'sends the places only with dates set: none with %s, whose screens do not ask them',
    (type) => {
      const travelDate = { ...valid.travelDate, type, arrivalMonth: '2099-10' }
      const body = tailorMadeBody({ ...valid, travelDate }, tours)
      expect(body.travelDate).toMatchObject({ arriveLocation: '', departLocation: '' })
    },
  )
})
