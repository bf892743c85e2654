import type { Post } from '../../../../web/src/content/sanity.types'
import { paragraphs } from '../../portableText'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'post-golf-links-or-parkland-choosing-courses-for-your-game',
  _type: 'post',
  brand: 'golf',
  type: 'travelTips',
  title: 'Links or parkland? Choosing courses for your game',
  slug: { _type: 'slug', current: 'links-or-parkland-choosing-courses-for-your-game' },
  createdAt: '2026-03-05',
  summary:
    'Wind, firm fairways and pot bunkers, or trees and soft greens: our golfers explain which suits a 10 handicap and which a 25.',
  contentImage: seedImage('golf-parkland-fairway'),
  content: paragraphs([
    'Most golf holidays mix two kinds of course, and knowing which suits your game makes for a happier week. We asked three of our regular golfers, with handicaps from 8 to 26, what they have learned.',
    'Links courses sit on sandy ground by the sea, with few trees, firm fairways and deep pot bunkers. The wind decides how the course plays, and the ball runs a long way along the ground. Low handicappers love them because you can chip and run the ball and think your way around; a 10 handicap will find the bounce and roll adds distance.',
    'Parkland courses are inland and tree-lined, with soft fairways and greens that hold a high approach. They are more forgiving of a wayward drive, there is more shelter from the wind, and a ball is easier to find. For golfers of 20 and above they are usually the more relaxing day out.',
    'Our advice: on a links, play one club longer into the wind, keep the ball low and accept that some bounces will not go your way. And whatever your handicap, do not leave Scotland without playing at least one links. Tell us your handicap when you book, and we will balance your week between the two.',
  ]),
} satisfies SeedDocument<Post>
