import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'destinationPage-golf-asia-pacific-new-zealand',
  _type: 'destinationPage',
  brand: 'golf',
  title: 'New Zealand',
  group: {
    _type: 'slug',
    current: 'asia-pacific',
  },
  slug: {
    _type: 'slug',
    current: 'new-zealand',
  },
  seo: {
    metaTitle: 'Golf in New Zealand | Fairway Golf Journeys',
    metaDescription:
      'Golf holidays in New Zealand: Kauri Cliffs, Cape Kidnappers and the alpine courses around Queenstown: The Hills, Jack’s Point and Millbrook.',
  },
  blocks: [
    {
      _key: 'cjjv7llu',
      _type: 'heroSlider',
      label: 'New Zealand highlights',
      quickSearch: false,
      slides: [
        {
          _key: '859tnhhj',
          _type: 'heroSlide',
          image: seedImage('golf-new-zealand-lupins'),
          subtitle: 'Golf in New Zealand',
          title: 'Clifftop fairways, alpine courses and empty tee sheets',
          buttons: [
            {
              _key: 'u62p0wjy',
              _type: 'buttonAction',
              label: 'Plan my golf holiday',
              internalLink: true,
              newTab: false,
              reference: {
                _type: 'reference',
                _ref: 'page-golf-tailor-made',
              },
            },
            {
              _key: 'nf64eh5q',
              _type: 'buttonAction',
              label: 'Talk to us',
              internalLink: true,
              newTab: false,
              reference: {
                _type: 'reference',
                _ref: 'page-golf-contact-us',
              },
            },
          ],
        },
      ],
    },
    {
      _key: 'nw4m4kz4',
      _type: 'destinationIntro',
      text: [
        {
          _key: '4aq3ilnf',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ha1ayaep',
              _type: 'span',
              text: 'New Zealand’s best golf is as dramatic as its scenery. Kauri Cliffs, in Northland, looks out over the Cavalli Islands from clifftops high above the Pacific; Cape Kidnappers, in Hawke’s Bay, runs its fairways out along knife-edge ridges to the sea. In the south, the courses around Queenstown, The Hills, Jack’s Point and Millbrook, play beneath the Remarkables.',
              marks: [],
            },
          ],
        },
        {
          _key: 'pnyivmzl',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '6bj6aqzg',
              _type: 'span',
              text: 'The season runs from October to April, the southern spring to autumn, and a short flight from Australia means no long-haul recovery day; summer brings long evenings in the south, and the autumn colour around Arrowtown in April is worth timing a trip for.',
              marks: [],
            },
          ],
        },
        {
          _key: 'iktzelfo',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '4uk48bk4',
              _type: 'span',
              text: 'A Fairway trip to New Zealand links the north and south islands with domestic flights, pairs the courses with wineries in Hawke’s Bay and Central Otago, and sets aside a day for Milford Sound. We confirm every tee time and lodge before you fly.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'yv61mhx2',
      _type: 'tourProducts',
      title: 'Our New Zealand golf holidays',
      destinationSlug: 'new-zealand',
    },
    {
      _key: 'kai29hj1',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Plan your New Zealand golf trip',
      body: [
        {
          _key: 'sjk7wqzc',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'b9mid2mp',
              _type: 'span',
              text: 'North Island, South Island or both: tell us the courses you would like to play, how long you have and who is coming, and we will send an itinerary and a free quote.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-tailor-made-planning'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Plan my New Zealand trip',
        internalLink: true,
        newTab: false,
        reference: {
          _type: 'reference',
          _ref: 'page-golf-tailor-made',
        },
      },
    },
  ],
} satisfies SeedDocument<DestinationPage>
