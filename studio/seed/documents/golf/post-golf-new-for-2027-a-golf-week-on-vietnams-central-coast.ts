import type { Post } from '../../../../web/src/content/sanity.types'
import { paragraphs } from '../../portableText'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'post-golf-new-for-2027-a-golf-week-on-vietnams-central-coast',
  _type: 'post',
  brand: 'golf',
  type: 'news',
  title: 'New for 2027: a golf week on Vietnam’s central coast',
  slug: { _type: 'slug', current: 'new-for-2027-a-golf-week-on-vietnams-central-coast' },
  createdAt: '2026-08-21',
  summary:
    'Five rounds between Da Nang and Hoi An, including a sunset nine by the South China Sea, with a caddie on every course.',
  contentImage: seedImage('golf-vietnam-coast-sunset'),
  content: paragraphs([
    'For 2027 we are adding a new destination: a golf week on Vietnam’s central coast, between Da Nang and the old town of Hoi An, one of the most rewarding stretches of golf in Asia.',
    'The week includes five rounds on four courses. Montgomerie Links and the Greg Norman-designed Dunes course at BRG Da Nang wind through sand hills beside the sea, while Laguna Lang Co sits between paddy fields and jungle-covered hills. The last round is a sunset nine by the South China Sea.',
    'Every course comes with a caddie, and our local host meets the group on arrival and stays with you all week. You stay at a beach resort near Hoi An, with an evening walk through the lantern-lit old town and a cooking class in a riverside village.',
    'The best months are March to August, when the coast is dry and the courses are at their firmest. Departures for groups of up to 12 golfers run monthly, and couples can join any date.',
  ]),
} satisfies SeedDocument<Post>
