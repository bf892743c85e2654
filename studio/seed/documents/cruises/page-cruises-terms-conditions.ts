import { cruisesLegal } from '../../legal/brands'
import { termsPage } from '../../legal/pages'

export const document = termsPage(cruisesLegal)
