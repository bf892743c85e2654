import type { FaqTag } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'faqTag-rail-luggage',
  _type: 'faqTag',
  brand: 'rail',
  tag: 'Luggage',
  faqs: [
    {
      _key: 'a8qf3vgm',
      _type: 'faqItem',
      question: 'How much luggage can I bring on board?',
      answer: [
        {
          _key: '6m8dsvlu',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'tdjn25v7',
              _type: 'span',
              text: 'On the Ghan and the Indian Pacific you keep one soft bag of up to 10 kg in your cabin, and up to two suitcases of 20 kg each travel in the luggage van. European trains have no weight limit, but you must be able to lift your bags onto the racks yourself.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: '6f07glqw',
      _type: 'faqItem',
      question: 'Can my luggage be sent ahead to the next hotel?',
      answer: [
        {
          _key: 'ziy2xw7f',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '2m8kyg96',
              _type: 'span',
              text: 'In Switzerland and Japan, yes: we book luggage forwarding between hotels, so you travel with just a day pack. It usually takes one day, so pack an overnight bag for the evening you arrive.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'ueidjqdw',
      _type: 'faqItem',
      question: 'Can I bring my bike on the train?',
      answer: [
        {
          _key: 'pk1f0re6',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'd2y71af8',
              _type: 'span',
              text: 'Bikes travel free as checked luggage on the Indian Pacific if boxed, and most Swiss regional trains take them with a bike day pass. High-speed trains in Japan and France only take folded bikes in a bag.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<FaqTag>
