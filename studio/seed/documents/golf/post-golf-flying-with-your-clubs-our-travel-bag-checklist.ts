import type { Post } from '../../../../web/src/content/sanity.types'
import { paragraphs } from '../../portableText'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'post-golf-flying-with-your-clubs-our-travel-bag-checklist',
  _type: 'post',
  brand: 'golf',
  type: 'travelTips',
  title: 'Flying with your clubs: our travel-bag checklist',
  slug: { _type: 'slug', current: 'flying-with-your-clubs-our-travel-bag-checklist' },
  createdAt: '2026-10-14',
  summary:
    'Which airlines carry golf bags free, how to pad your driver head and why a luggage tag inside the bag saves the day.',
  contentImage: seedImage('golf-travel-bag'),
  content: paragraphs([
    'Your clubs are the one piece of luggage you cannot replace on arrival, so they deserve some care before you fly. This is the checklist our team uses before every golf trip.',
    'Check your airline first. Qantas and Air New Zealand carry a golf bag as part of your checked allowance on most international fares; many low-cost carriers charge for it as sporting equipment, often $60 to $100 each way if you add it at the airport rather than when you book. We tell you the rule for every flight on your itinerary.',
    'Protect the driver. Take the head off your driver if it is adjustable, or slide a stiff arm, a length of broom handle a little longer than your longest club, into the bag so that it takes any blow from above. Wrap the heads of your woods in towels and pack shoes and clothing around them.',
    'Put a luggage tag inside the bag as well as outside. Outer tags are often torn off on the belt, and a name, phone number and the address of your first hotel inside the bag is how lost clubs find their way back to you.',
    'Finally, take a photo of your bag and its contents before you check in. If anything goes missing or arrives broken, the claim is far quicker with a picture and a list.',
  ]),
} satisfies SeedDocument<Post>
