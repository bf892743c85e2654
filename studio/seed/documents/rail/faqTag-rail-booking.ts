import type { FaqTag } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'faqTag-rail-booking',
  _type: 'faqTag',
  brand: 'rail',
  tag: 'Booking and tickets',
  faqs: [
    {
      _key: 'vg0g5ljr',
      _type: 'faqItem',
      question: 'How far ahead should I book a rail journey?',
      answer: [
        {
          _key: 'pr5syf3d',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '5ioymspy',
              _type: 'span',
              text: 'The Ghan, the Indian Pacific and the Rocky Mountaineer open sales about twelve months ahead, and Gold and Platinum cabins on the most popular dates (the Ghan’s dry-season departures from May to August) often sell out within weeks. For European and Japanese rail passes, three to four months ahead is plenty.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'isxwthpj',
      _type: 'faqItem',
      question: 'Can I change or cancel my booking?',
      answer: [
        {
          _key: '4nx28arj',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 's6gcn2am',
              _type: 'span',
              text: 'Yes. Changes made more than 60 days before departure cost only the difference in fare, if any. Closer to departure each rail operator’s own conditions apply, and we tell you exactly what they are before you pay anything.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: '132gvt74',
      _type: 'faqItem',
      question: 'Do I need to print my tickets?',
      answer: [
        {
          _key: 'tjoban1e',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'xo1yuf96',
              _type: 'span',
              text: 'No. We send your e-tickets and seat reservations in one PDF, and the conductors on every train we sell accept them on a phone. Some travellers like a printed copy as a back-up, which we’re happy to post to you at no charge.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'qxfqcm5a',
      _type: 'faqItem',
      question: 'Is a rail pass cheaper than point-to-point tickets?',
      answer: [
        {
          _key: 'rk11zgtz',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '4o4rpi83',
              _type: 'span',
              text: 'It depends on how far and how often you travel. A Swiss Travel Pass pays for itself in about four days of sightseeing, while a Japan Rail Pass now only pays off on long shinkansen trips. Tell us your route and we’ll price both ways for you.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<FaqTag>
