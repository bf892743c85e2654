import { map } from 'rxjs'
import type { DocumentLocationResolver } from 'sanity/presentation'
import { LOCATIONS_QUERY, locationsOf, type LocationsQueryResult } from './locations'

/** The Presentation tool's locations resolver: LOCATIONS_QUERY, kept live as documents change. */
export const resolveLocations: DocumentLocationResolver = ({ id }, { documentStore }) =>
  documentStore
    .listenQuery(LOCATIONS_QUERY, { id }, { perspective: 'drafts' })
    .pipe(map((result) => locationsOf(result as LocationsQueryResult | null)))
