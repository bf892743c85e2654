import type { FaqTag } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'faqTag-rail-on-board',
  _type: 'faqTag',
  brand: 'rail',
  tag: 'On board',
  faqs: [
    {
      _key: 'eeys5bzu',
      _type: 'faqItem',
      question: 'What is included in the fare on the Ghan?',
      answer: [
        {
          _key: '92pil6mj',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'laloe61a',
              _type: 'span',
              text: 'Gold and Platinum fares include all meals in the Queen Adelaide or Platinum Club restaurant, drinks from the bar, and off-train experiences at every stop, such as a cruise on Nitmiluk Gorge or a walk in Alice Springs.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'cq8s19mg',
      _type: 'faqItem',
      question: 'Which side of the train has the best views?',
      answer: [
        {
          _key: 'bgws60hj',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'dm7se7r8',
              _type: 'span',
              text: 'On the Glacier Express, sit on the right leaving Zermatt for the Matterhorn, and on the left across the Landwasser Viaduct. On the Tokaido shinkansen to Kyoto, seat E has the view of Mt Fuji. We request the scenic side for you whenever the operator allows it.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'ntbcjiyg',
      _type: 'faqItem',
      question: 'Is there wifi on board?',
      answer: [
        {
          _key: 'wth6ak8z',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'z2lsl89s',
              _type: 'span',
              text: 'Most European and Japanese high-speed trains have free wifi. The Ghan and the Indian Pacific cross some of the emptiest country on earth, so expect no signal for long stretches: many guests say it is the best part.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'ytd39511',
      _type: 'faqItem',
      question: 'Can I travel with a special diet?',
      answer: [
        {
          _key: '1vp08jzb',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'r3zny2s6',
              _type: 'span',
              text: 'Yes. Tell us about allergies and dietary needs when you book and we pass them on to the rail operator. The restaurant cars of the Ghan, the Rocky Mountaineer and the Glacier Express all cater for vegetarian, vegan, gluten-free and halal diets with notice.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<FaqTag>
