import type { FaqTag } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'faqTag-rail-access-insurance',
  _type: 'faqTag',
  brand: 'rail',
  tag: 'Accessibility and insurance',
  faqs: [
    {
      _key: '6j38n67k',
      _type: 'faqItem',
      question: 'Are the trains accessible for wheelchair users?',
      answer: [
        {
          _key: 'v0wq5knp',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ktcaj1cg',
              _type: 'span',
              text: 'The Ghan, the Indian Pacific and the Rocky Mountaineer each have an accessible cabin or carriage, and most European high-speed trains have wheelchair spaces. Ask us early: accessible cabins are few, and we arrange assistance at every station for you.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'onvw0jxa',
      _type: 'faqItem',
      question: 'Do I need travel insurance?',
      answer: [
        {
          _key: '91pub3jm',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'dbu9kyce',
              _type: 'span',
              text: 'Yes, we ask every traveller to be insured from the day they pay their deposit. ',
              marks: [],
            },
            {
              _key: 'sueeyyrg',
              _type: 'siteFact',
              fact: 'travelAdvice',
            },
            {
              _key: 'xh7udsk6',
              _type: 'span',
              text: ' explains what to look for in a policy.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: '3y1nv8hu',
      _type: 'faqItem',
      question: 'What happens if a train is delayed and I miss a connection?',
      answer: [
        {
          _key: 'dr87jyjh',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '5u4p0ogt',
              _type: 'span',
              text: 'If a delay makes you miss a connection that we booked, we rebook you on the next train at no cost and, where needed, find you a hotel for the night. Our Adelaide duty team answers the phone around the clock, whatever the time zone.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<FaqTag>
