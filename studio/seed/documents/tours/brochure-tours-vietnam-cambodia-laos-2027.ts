import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Vietnam, Cambodia and Laos 2027'

export const document = {
  _id: 'brochure-tours-vietnam-cambodia-laos-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-hoi-an-lanterns'),
  file: brochureFile('tours', title, [
    'Hanoi to the Mekong, Angkor and Luang Prabang',
    'Street food, river boats and homestays',
  ]),
} satisfies SeedDocument<Brochure>
