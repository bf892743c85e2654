import type { Post } from '../../../../web/src/content/sanity.types'
import { paragraphs } from '../../portableText'
import type { SeedDocument } from '../../seedDocument'
import { toursFacts } from '../../facts'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'post-tours-our-2027-small-group-departures-are-on-sale',
  _type: 'post',
  brand: 'tours',
  type: 'news',
  title: 'Our 2027 small-group departures are on sale',
  slug: { _type: 'slug', current: 'our-2027-small-group-departures-are-on-sale' },
  createdAt: '2026-11-12',
  summary: `On sale now: ${toursFacts.itineraries} itineraries across ${toursFacts.countries} countries, including our first island-hopping trip in Greece. Book by 31 January for early-bird prices.`,
  contentImage: seedImage('tours-greek-island-village'),
  content: paragraphs([
    `Our 2027 small-group departures are now on sale: ${toursFacts.itineraries} itineraries across ${toursFacts.countries} countries, each led by someone who grew up in the region and capped at ${toursFacts.groupLimit} travellers.`,
    'The newcomer we are most excited about is Greek Island Hopping, twelve days from Athens to Naxos, Paros and Santorini by local ferry, with family-run guesthouses instead of resort hotels and an afternoon cooking with a grandmother in Naxos’s hill villages.',
    'We have also added second departures in October to Japan and Vietnam, where the spring and autumn dates sold out within weeks last year, and reworked our Portugal trip to spend two nights in the Douro Valley rather than one.',
    'Book any 2027 departure by 31 January and the early-bird price takes $300 off per person. As always, a $500 deposit holds your place, and you can move to another departure of the same trip up to 60 days before travel at no charge.',
  ]),
} satisfies SeedDocument<Post>
