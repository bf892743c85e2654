import type { Post } from '../../../../web/src/content/sanity.types'
import { paragraphs } from '../../portableText'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'post-golf-fairway-golf-journeys-named-golf-tour-operator-of-the-year',
  _type: 'post',
  brand: 'golf',
  type: 'pressRelease',
  title: 'Fairway Golf Journeys named Golf Tour Operator of the Year',
  slug: { _type: 'slug', current: 'fairway-golf-journeys-named-golf-tour-operator-of-the-year' },
  createdAt: '2026-06-30',
  summary:
    'The award, voted by travel agents, recognises our confirmed tee times and the local hosts who meet every group.',
  contentImage: seedImage('golf-england-birkdale-dunes'),
  content: paragraphs([
    'Sydney, 30 June 2026. Fairway Golf Journeys has been named Golf Tour Operator of the Year at the 2026 Travel Agent Industry Awards, in a vote of more than 3,000 travel agents across Australia.',
    'Agents praised the company’s confirmed tee times, booked before a tour goes on sale rather than after, and its local hosts, who meet every group on arrival and stay with it until the last round.',
    '“Golfers travel a long way to play a course they have dreamed about,” said managing director Tom Reilly. “Our job is to make sure the tee time is there when they arrive, and that everything around the golf is as good as the golf itself.”',
    'Fairway Golf Journeys arranges golf holidays in Scotland, Ireland, Portugal, Vietnam and New Zealand, golf days for clubs and groups, and tailor-made golf travel. Media enquiries: media@fairwaygolfjourneys.com.',
  ]),
} satisfies SeedDocument<Post>
