/** @jest-environment node */
import { aValidTailorMadeBody } from '@/testing/tailorMade'
import { emptyAnswers } from '@/forms/tailorMade/model/answers'
import type { TailorMadeAnswers } from '@/forms/tailorMade/model/answers'
import { summaryRows } from './summaryRows'

const valueOf = (answers: TailorMadeAnswers, label: string) =>
  summaryRows(answers).find((row) => row.label === label)?.value

describe('summaryRows', () => {
  it('names the focus, the interests and what is already bought by their labels', () => {
    const answers: TailorMadeAnswers = {
      ...aValidTailorMadeBody(),
      destinationFocus: 'culture_and_heritage',
      interesting: ['luxury_and_vip_tours', 'unesco_world_heritage_sites'],
      alreadyBought: ['flights', 'paid_activities', 'local_transport'],
      detailAlreadyBought: [{ type: 'paid_activities', content: '<p>Vatican tickets</p>' }],
    }
    expect(valueOf(answers, 'Trip focus')).toBe('Culture and heritage')
    expect(valueOf(answers, 'Interests')).toBe('Luxury and VIP tours, UNESCO World Heritage sites')
    expect(valueOf(answers, 'Already bought')).toBe(
      'Flights, Paid activities (Vatican tickets), Local transport',
    )
  })

  it("names the golf answers by their labels, with the focus's", () => {
    const empty = emptyAnswers('AUD')
    const answers: TailorMadeAnswers = {
      ...aValidTailorMadeBody(),
      destinationFocus: 'golf_holidays',
      interesting: ['volcano_hikes_and_lava_watched'],
      golf: {
        ...empty.golf,
        golfExperienced: 'intermediate',
        golfCourseType: ['links', 'coastal-courses'],
        numberOfRoundsOfGolf: 5,
        privateOrPublicGolfCourses: 'both',
        bringGolfClubsOrRent: 'rent',
        interestedInGolfLessons: 'yes',
        wantToPlayMultipleCourses: 'no',
      },
    }
    expect(valueOf(answers, 'Trip focus')).toBe('Golf holidays')
    expect(valueOf(answers, 'Golf')).toBe(
      [
        'Intermediate',
        'Links courses, Coastal courses',
        '5 rounds',
        'Both courses',
        'Rent clubs',
        'Do you want to play several courses? No',
        'Are you interested in golf lessons? Yes',
      ].join('; '),
    )
    expect(valueOf(answers, 'Interests')).toBe('Volcano hikes and lava watching')
  })

  it("keeps the visitor's own words for the other focus, and makes an unknown interest readable", () => {
    const answers: TailorMadeAnswers = {
      ...aValidTailorMadeBody(),
      destinationFocus: 'other',
      otherInterests: 'Opera and vintage cars',
      interesting: ['architecture', 'sea_kayaking'],
    }
    expect(valueOf(answers, 'Trip focus')).toBe('Other: Opera and vintage cars')
    expect(valueOf(answers, 'Interests')).toBe('Architecture, Sea kayaking')
  })
})
