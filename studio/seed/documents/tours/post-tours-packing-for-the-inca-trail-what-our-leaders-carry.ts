import type { Post } from '../../../../web/src/content/sanity.types'
import { paragraphs } from '../../portableText'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'post-tours-packing-for-the-inca-trail-what-our-leaders-carry',
  _type: 'post',
  brand: 'tours',
  type: 'travelTips',
  title: 'Packing for the Inca Trail: what our leaders carry',
  slug: { _type: 'slug', current: 'packing-for-the-inca-trail-what-our-leaders-carry' },
  createdAt: '2026-10-28',
  summary:
    'Layers, a head torch and dry socks for day three: our Cusco leaders share the kit list they give every group before the trek.',
  contentImage: seedImage('tours-inca-trail-machu-picchu'),
  content: paragraphs([
    'Four days on the Inca Trail take you from the warm valley floor near Ollantaytambo over Dead Woman’s Pass at 4,215 metres and down into cloud forest. Our Cusco leaders have walked it more than 300 times between them; this is the list they give every group.',
    'Layers beat one warm jacket. Mornings at camp sit near freezing while the afternoon climb is hot work, so pack a thermal top, a fleece and a light down jacket, with a waterproof shell over the lot. Add a warm hat and thin gloves for the 4 am start on day four.',
    'A head torch, not a phone. The campsites have no lighting and you will want both hands free on the steps to the Sun Gate. Bring spare batteries: cold drains them faster than you expect.',
    'Keep one pair of dry socks sealed in a zip-lock bag for day three. It is the longest day, mostly downhill on stone steps, and the rain often arrives in the afternoon. Our leaders swear a dry pair at camp does more for morale than anything else in the pack.',
    'Porters carry up to 6 kilograms of your gear, so your day pack needs only water, snacks, sunscreen, your rain shell and your passport, which is checked at the trail entrance.',
  ]),
} satisfies SeedDocument<Post>
