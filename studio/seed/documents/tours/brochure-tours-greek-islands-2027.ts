import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-greek-islands-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Greek islands 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of whitewashed houses with blue domes on a Santorini cliff above a deep blue bay',
    _sanityAsset: 'image@file://./images/4235f79b19aa334553fa27e47365361fdec75051-1200x1200.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/be4db42905d629c172e6e6edd483d1063ffef733.pdf',
  },
} satisfies SeedDocument<Brochure>
