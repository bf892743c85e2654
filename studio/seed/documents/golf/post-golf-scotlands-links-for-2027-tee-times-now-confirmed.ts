import type { Post } from '../../../../web/src/content/sanity.types'
import { paragraphs } from '../../portableText'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'post-golf-scotlands-links-for-2027-tee-times-now-confirmed',
  _type: 'post',
  brand: 'golf',
  type: 'news',
  title: 'Scotland’s links for 2027: tee times now confirmed',
  slug: { _type: 'slug', current: 'scotlands-links-for-2027-tee-times-now-confirmed' },
  createdAt: '2026-11-03',
  summary:
    'Carnoustie, Royal Dornoch and Kingsbarns are confirmed for next summer’s Scotland links weeks. Early bookings get the best morning starts.',
  contentImage: seedImage('golf-links-lighthouse'),
  content: paragraphs([
    'Our Scotland links weeks for summer 2027 are confirmed, tee times and all. Carnoustie, Royal Dornoch and Kingsbarns are on every departure, alongside Nairn, Castle Stuart and the Jubilee and New courses at St Andrews.',
    'Tee times on the great Scottish links are released up to eighteen months ahead, and the best of them go to those who ask first. By booking as a block for all our groups we secured morning starts on every championship course, so you finish in time for lunch in the clubhouse and an afternoon free.',
    'Each week runs for seven nights, split between St Andrews and the Highlands, with five rounds, a caddie on the championship courses and transfers in a coach with room for your clubs. Non-golfing partners have their own programme of castles, distilleries and coastal walks.',
    'Departures run from May to September. Places at Carnoustie are limited to 24 golfers a week, so early bookings get first choice of dates.',
  ]),
} satisfies SeedDocument<Post>
