import type { Post } from '../../../../web/src/content/sanity.types'
import { paragraphs } from '../../portableText'
import type { SeedDocument } from '../../seedDocument'
import { toursFacts } from '../../facts'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'post-tours-wayfarer-tours-named-small-group-operator-of-the-year',
  _type: 'post',
  brand: 'tours',
  type: 'pressRelease',
  title: 'Wayfarer Tours named Small-Group Operator of the Year',
  slug: { _type: 'slug', current: 'wayfarer-tours-named-small-group-operator-of-the-year' },
  createdAt: '2026-09-15',
  summary: `Voted by more than 12,000 travellers, the award recognises our local leaders and our cap of ${toursFacts.groupLimit} travellers per departure.`,
  contentImage: seedImage('tours-hue-imperial-gate'),
  content: paragraphs([
    'Melbourne, 15 September 2026. Wayfarer Tours has been named Small-Group Operator of the Year at the 2026 Traveller Choice Awards, voted by more than 12,000 travellers across Australia and New Zealand.',
    `The judges singled out two things that set the company apart: its network of more than 120 local leaders, who design and lead each trip in their own region, and its cap of ${toursFacts.groupLimit} travellers per departure, which has not changed since the first tour to Vietnam in 2007.`,
    '“This award belongs to our leaders,” said founder Meg Lindqvist. “When a traveller tells us the best part of Morocco was dinner at Youssef’s mother’s house, that is the trip working as it should. We will keep our groups small so that those moments stay possible.”',
    `Wayfarer Tours runs ${toursFacts.itineraries} small-group itineraries in ${toursFacts.countries} countries, alongside tailor-made journeys, from offices in Melbourne and Auckland. Media enquiries: press@wayfarertours.com.au.`,
  ]),
} satisfies SeedDocument<Post>
