import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-great-railway-journeys-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Great railway journeys 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a black steam locomotive with red wheels pulling green carriages along a valley at sunset, trailing white steam, with a village church on the hill and a river in front',
    _sanityAsset: 'image@file://./images/65ce8e126d6ce13c1af8f285f57c09ec1383b3a1-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/ed3c490ba1683e4679227c5890dd1d089abc6855.pdf',
  },
} satisfies SeedDocument<Brochure>
