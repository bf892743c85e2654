import type { Post } from '../../../../web/src/content/sanity.types'
import { paragraphs } from '../../portableText'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'post-tours-japan-by-rail-kyoto-to-the-alps-without-the-luggage',
  _type: 'post',
  brand: 'tours',
  type: 'travelTips',
  title: 'Japan by rail: Kyoto to the Alps without the luggage',
  slug: { _type: 'slug', current: 'japan-by-rail-kyoto-to-the-alps-without-the-luggage' },
  createdAt: '2026-05-22',
  summary:
    'How we use Japan’s luggage-forwarding service so you can board the shinkansen with a day pack and find your case at the ryokan.',
  contentImage: seedImage('tours-japan-pagoda-fuji'),
  content: paragraphs([
    'Japan’s trains are fast, punctual and spotless, but there is little room on them for a large suitcase, and the stations between Kyoto and the Japanese Alps are full of stairs. So on our Japan trips your case travels separately.',
    'The service is called takkyubin, and every hotel front desk in the country offers it. You hand over your case the evening before a travel day, your leader fills in the form, and it arrives at your next hotel or ryokan the following day. It costs about 2,500 yen a bag, and we include it in the tour price.',
    'That leaves you boarding the shinkansen with a day pack holding one night’s things: a change of clothes, toiletries, medicines and a phone charger. Ryokan provide a cotton yukata and slippers, so you need less than you think.',
    'Plan for one thing: a case sent on takes a full day, so on the two-night stretch from Kyoto to Takayama and Kanazawa your leader will send bags two stops ahead. Pack for two nights in your day pack on that leg, and you will hardly notice the system at all.',
  ]),
} satisfies SeedDocument<Post>
