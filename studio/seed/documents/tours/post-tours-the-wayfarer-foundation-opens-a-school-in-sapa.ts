import type { Post } from '../../../../web/src/content/sanity.types'
import { paragraphs } from '../../portableText'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'post-tours-the-wayfarer-foundation-opens-a-school-in-sapa',
  _type: 'post',
  brand: 'tours',
  type: 'news',
  title: 'The Wayfarer Foundation opens a school in Sapa',
  slug: { _type: 'slug', current: 'the-wayfarer-foundation-opens-a-school-in-sapa' },
  createdAt: '2026-03-05',
  summary:
    'A contribution from every booking built four classrooms for 120 children in the rice-terrace villages above Sapa, in northern Vietnam.',
  contentImage: seedImage('tours-sapa-village-school'),
  content: paragraphs([
    'In March the Wayfarer Foundation opened a new primary school in Ta Van, a Hmong and Giay village in the rice terraces above Sapa, in northern Vietnam. Its four classrooms now teach 120 children who used to walk more than an hour each way to the nearest school.',
    'The school was paid for by the contribution we set aside from every booking, and built over eight months by builders from the valley, using local stone and timber. It has a kitchen that serves a hot lunch each day, and toilets and running water that the old school never had.',
    'The Foundation will pay for the school’s upkeep and two teachers’ assistants for the next five years, working with the Sa Pa district education office, which employs the teachers.',
    'Travellers on our Northern Vietnam tour stop in Ta Van on the second day of the trek from Sapa. Visits are arranged with the headmistress and never during lessons, and many groups end up joining the children for a game of football in the yard.',
  ]),
} satisfies SeedDocument<Post>
