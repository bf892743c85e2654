import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'destinationPage-golf-great-britain-ireland-northern-ireland',
  _type: 'destinationPage',
  brand: 'golf',
  title: 'Northern Ireland',
  group: {
    _type: 'slug',
    current: 'great-britain-ireland',
  },
  slug: {
    _type: 'slug',
    current: 'northern-ireland',
  },
  seo: {
    metaTitle: 'Golf in Northern Ireland | Fairway Golf Journeys',
    metaDescription:
      'Golf holidays in Northern Ireland: Royal Portrush, Royal County Down, Portstewart and Castlerock on the Causeway Coast.',
  },
  blocks: [
    {
      _key: '13xxjo91',
      _type: 'heroSlider',
      label: 'Northern Ireland highlights',
      quickSearch: false,
      slides: [
        {
          _key: 'ajr32vxl',
          _type: 'heroSlide',
          image: seedImage('golf-northern-ireland-dunluce'),
          subtitle: 'Golf in Northern Ireland',
          title: 'Royal Portrush, Royal County Down and the Causeway Coast',
          buttons: [
            {
              _key: 's0mlsapa',
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
              _key: '85q97h66',
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
      _key: 'gv2mdfdv',
      _type: 'destinationIntro',
      text: [
        {
          _key: '8kevb7wm',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'p9jtl9o4',
              _type: 'span',
              text: 'Two of the world’s great links lie within two hours of each other in Northern Ireland. Royal Portrush’s Dunluce course, on the Causeway Coast, brought the Open back to the island in 2019 and again in 2025; Royal County Down plays through gorse-covered dunes at Newcastle, beneath the Mountains of Mourne. Portstewart and Castlerock, a few minutes from Portrush, are links in their own right.',
              marks: [],
            },
          ],
        },
        {
          _key: 'fqekl9fg',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'zny5lvla',
              _type: 'span',
              text: 'The best months are May to September, when the links run firm and the evenings stretch long; the visitor tee times at Portrush and County Down go early, so we book them as soon as the clubs open their sheets.',
              marks: [],
            },
          ],
        },
        {
          _key: 'rsgnghkk',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'zpw4y64g',
              _type: 'span',
              text: 'On a Fairway trip we base you on the Causeway Coast and in Newcastle, with a driver-guide between them, and leave time for the Giant’s Causeway and the Bushmills distillery. Northern Ireland also pairs easily with the links of the Republic, a couple of hours down the road.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'lgoaqzzf',
      _type: 'tourProducts',
      title: 'Our Northern Ireland golf holidays',
      destinationSlug: 'northern-ireland',
    },
    {
      _key: 'p7okd1sn',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Plan your Northern Ireland golf trip',
      body: [
        {
          _key: 'l61pvu1n',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'b48nkqzl',
              _type: 'span',
              text: 'Portrush and County Down, or a longer loop that takes in Ireland’s west coast too: tell us what you would like to play and we will send an itinerary and a free quote.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-tailor-made-planning'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Plan my Northern Ireland trip',
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
