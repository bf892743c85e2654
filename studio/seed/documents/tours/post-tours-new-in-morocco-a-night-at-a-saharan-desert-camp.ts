import type { Post } from '../../../../web/src/content/sanity.types'
import { paragraphs } from '../../portableText'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'post-tours-new-in-morocco-a-night-at-a-saharan-desert-camp',
  _type: 'post',
  brand: 'tours',
  type: 'news',
  title: 'New in Morocco: a night at a Saharan desert camp',
  slug: { _type: 'slug', current: 'new-in-morocco-a-night-at-a-saharan-desert-camp' },
  createdAt: '2026-08-04',
  summary:
    'Our Atlas to Sahara tour now ends with a camel ride to a camp at Erg Chebbi, dinner under the stars and sunrise over the dunes.',
  contentImage: seedImage('tours-sahara-desert-camp'),
  content: paragraphs([
    'Our Atlas to Sahara tour has a new last chapter. From the 2027 season, groups leave the palm groves of the Ziz Valley behind and ride camels into the dunes of Erg Chebbi for a night at a Berber camp.',
    'The camp is run by the Amzil family, who have guided in the dunes near Merzouga for three generations. Tents are proper rooms with beds, linen and their own bathrooms, set around a fire where dinner is tagine cooked in the sand, followed by drumming and a sky with no light but the stars.',
    'Early risers climb the nearest dune for sunrise, when the sand turns from grey to deep orange in a few minutes. After breakfast a 4WD takes you back to Merzouga and on to Fes over two days, by way of the cedar forests of the Middle Atlas.',
    'The desert night is included in the tour price on every departure from March 2027. Travellers who would rather not ride a camel can walk the 40 minutes to camp with a guide, or go by 4WD.',
  ]),
} satisfies SeedDocument<Post>
