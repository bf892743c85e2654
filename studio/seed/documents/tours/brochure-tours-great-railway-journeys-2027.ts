import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Great railway journeys 2027'

export const document = {
  _id: 'brochure-tours-great-railway-journeys-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of a black steam locomotive with red wheels pulling green carriages along a valley at sunset, trailing white steam, with a village church on the hill and a river in front',
    _sanityAsset: 'image@file://./images/65ce8e126d6ce13c1af8f285f57c09ec1383b3a1-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    'Sleeper trains and grand stations',
    'Europe, Asia and Australia by rail',
  ]),
} satisfies SeedDocument<Brochure>
