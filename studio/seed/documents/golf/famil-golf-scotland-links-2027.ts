import type { Famil } from '../../../../web/src/content/sanity.types'
import { seedImage } from '../../pictures'
import type { SeedDocument } from '../../seedDocument'

const paragraph = (key: string, text: string) => ({
  _key: key,
  _type: 'block' as const,
  style: 'normal' as const,
  markDefs: [],
  children: [{ _key: `${key}s`, _type: 'span' as const, text, marks: [] }],
})

export const document = {
  _id: 'famil-golf-scotland-links-2027',
  _type: 'famil',
  brand: 'golf',
  title: 'Scotland links famil 2027',
  tripName: 'The Kingdom of Fife and the East Lothian links',
  date: '2027-09-14',
  hidden: false,
  registrationOpens: '2026-10-01T00:00:00.000Z',
  registrationCloses: '2027-07-30T14:00:00.000Z',
  itineraryAndPrice: {
    price: 'AUD 4,950 per agent, twin share (land only)',
    inclusions: {
      title: 'What is included',
      list: [
        {
          _key: 'inc0golf',
          _type: 'familInclusionGroup',
          title: 'Golf',
          contents: [
            'Four rounds: Kingsbarns, Crail Balcomie, North Berwick West Links and Gullane No. 1',
            'A caddie on the Kingsbarns round',
            'Practice balls and a lesson at the St Andrews Links Golf Academy',
          ],
        },
        {
          _key: 'inc0stay',
          _type: 'familInclusionGroup',
          title: 'Accommodation',
          contents: [
            'Five nights at the Rusacks St Andrews, sea-view rooms',
            'One night at the Marine North Berwick',
            'Full Scottish breakfast daily',
          ],
        },
        {
          _key: 'inc0move',
          _type: 'familInclusionGroup',
          title: 'Transfers and touring',
          contents: [
            'Private coach with a golf-savvy driver throughout',
            'A guided walk of the Old Course on the Sunday it is closed to play',
            'Site inspections of six partner hotels',
          ],
        },
      ],
    },
    itinerary: {
      title: 'Day by day',
      list: [
        {
          _key: 'day1edin',
          _type: 'familItineraryDay',
          title: 'Day 1: Edinburgh to St Andrews',
          content:
            'Met at Edinburgh Airport and driven over the Queensferry Crossing to St Andrews. Welcome dinner at the Rusacks, overlooking the 18th green of the Old Course.',
          image: seedImage('golf-clubhouse-terrace'),
        },
        {
          _key: 'day2kbar',
          _type: 'familItineraryDay',
          title: 'Day 2: Kingsbarns',
          content:
            'A round at Kingsbarns with caddies, every hole in sight of the North Sea, then lunch in the clubhouse and an inspection of Fairmont St Andrews.',
          image: seedImage('golf-links-lighthouse'),
        },
        {
          _key: 'day3oldc',
          _type: 'familItineraryDay',
          title: 'Day 3: The home of golf',
          content:
            'A guided walk of the Old Course and the Swilcan Bridge, a lesson at the Links Golf Academy, and an afternoon free in the town.',
          image: seedImage('golf-old-town-links'),
        },
        {
          _key: 'day4crai',
          _type: 'familItineraryDay',
          title: 'Day 4: Crail and the East Neuk',
          content:
            'Golf on Crail’s Balcomie links, one of the oldest clubs in the world, then seafood in Anstruther and inspections of two East Neuk inns.',
          image: seedImage('golf-scotland-crail-harbour'),
        },
        {
          _key: 'day5nber',
          _type: 'familItineraryDay',
          title: 'Day 5: North Berwick',
          content:
            'Across the Forth to East Lothian for the West Links and its famous Redan, then a night at the Marine North Berwick.',
          image: seedImage('golf-scotland-bass-rock'),
        },
        {
          _key: 'day6gull',
          _type: 'familItineraryDay',
          title: 'Day 6: Gullane and home',
          content:
            'A morning round on Gullane No. 1, a farewell lunch overlooking Aberlady Bay, and a transfer to Edinburgh Airport for evening flights.',
          image: seedImage('golf-group-first-tee'),
        },
      ],
    },
  },
  termsAndConditions: [
    paragraph(
      'tc01elig',
      'This famil is open to Australian and New Zealand travel agents who have sold at least one Fairway golf holiday in the last 12 months. Places are limited to 12 agents and are confirmed in order of registration.',
    ),
    paragraph(
      'tc02paym',
      'A deposit of AUD 500 is due within 7 days of confirmation, and the balance 60 days before departure. Flights to and from Edinburgh are not included.',
    ),
    paragraph(
      'tc03canc',
      'Cancellations made more than 60 days before departure are refunded less the deposit; later cancellations are not refunded unless the place is filled by another agent from the same agency.',
    ),
    paragraph(
      'tc04hand',
      'Agents must hold an official handicap of 28 or better and bring their own clubs. Travel insurance is required.',
    ),
  ],
} satisfies SeedDocument<Famil>
