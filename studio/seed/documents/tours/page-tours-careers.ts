import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-tours-careers',
  _type: 'page',
  brand: 'tours',
  title: 'Careers',
  slug: {
    _type: 'slug',
    current: 'careers',
  },
  seo: {
    metaTitle: 'Careers at Wayfarer Tours',
    metaDescription:
      'Join the team behind our small-group and tailor-made journeys: send us your CV and we will be in touch.',
  },
  blocks: [
    {
      _key: 'cr7t0urs',
      _type: 'careerForm',
      title: 'Work with us',
      intro:
        'Tour leaders, travel designers and the people who keep our journeys running: tell us who you are and send your CV (PDF, DOC or DOCX).',
    },
  ],
} satisfies SeedDocument<Page>
