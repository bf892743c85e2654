import { upstreamSettings, type Site, type UpstreamSettings } from '@travel/config'
import { requestJson, type CallOptions } from './postJson'

/**
 * The product warehouse (docs/upstream.md). Server only: its API key never reaches a
 * browser; pages read it in getStaticProps and browsers through the site's own API routes.
 * Lists fall back to empty on any failure: the pages show less rather than fail.
 */
export type ProductType = 'tour' | 'cruise' | 'golf-package' | 'rail'

type Answer<T> = { status?: number; data?: T }

export function warehouseClient(site: Site, settings: UpstreamSettings = upstreamSettings()) {
  const headers = {
    'company-code': site.companyCode,
    'x-api-key': settings.warehouse.apiKey,
    currency: 'AUD',
    language: 'en',
  }
  async function data<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    fallback: T,
    options?: CallOptions,
  ): Promise<T> {
    try {
      const response = await requestJson(
        method,
        `${settings.warehouse.baseUrl}${path}`,
        headers,
        body,
        options,
      )
      const answer = response.body as Answer<T> | null
      return response.status === 200 && answer?.status === 200 && answer.data !== undefined
        ? answer.data
        : fallback
    } catch (error) {
      console.error(`Warehouse ${path} failed`, error)
      return fallback
    }
  }
  return {
    /** Destination and product suggestions for a keyword (quick search, enquiry place fields). */
    filter: (type: ProductType, keyWord: string, isFromQuickSearch = true) =>
      data(
        'POST',
        `/product/${type}/filter`,
        { isFromQuickSearch, keyWord },
        { destinations: {}, products: {} },
      ),
    /** Quick-search results. */
    search: (type: ProductType, keyWord: string, duration?: string) =>
      data<unknown[]>(
        'POST',
        `/product/${type}`,
        { isFromQuickSearch: true, keyWord, ...(duration ? { duration } : {}) },
        [],
      ),
    /** The destination category tree. */
    categories: (productType: ProductType[] = ['tour']) =>
      data<unknown[]>('POST', '/category/find-by-type', { productType }, []),
    /** Up to six tours of a destination, cheapest first. */
    toursOfDestination: (slug: string) =>
      data<unknown[]>(
        'POST',
        '/product/tour',
        {
          slug,
          priceFrom: 1,
          priceTo: null,
          orderPrice: 'ASC',
          pageSize: 6,
          pageNumber: 1,
          isBestSeller: false,
          isSpecialOffer: false,
        },
        [],
      ),
    /** The destinations of the given countries: those with a name. */
    destinationsByCountries: async (countriesId: number[]): Promise<{ name: string }[]> =>
      listOf(
        await data<unknown>('POST', '/location/destinations-by-countries', { countriesId }, []),
        placeOf,
      ),
    /** Every country with an id and a name, as just those two. */
    countries: async (): Promise<Country[]> =>
      listOf(await data<unknown>('GET', '/location/countries', undefined, []), countryOf),
  }
}

export type Country = { id: number; name: string }

// The warehouse's lists are read without trusting them: pages carry them into their HTML and
// visitors pick from them, so an entry without a usable name is left out.

function listOf<Item>(answer: unknown, itemOf: (entry: unknown) => Item | null): Item[] {
  if (!Array.isArray(answer)) return []
  return answer.flatMap((entry: unknown) => {
    const item = itemOf(entry)
    return item ? [item] : []
  })
}

function nameOf(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null || !('name' in entry)) return null
  return typeof entry.name === 'string' && entry.name.trim() !== '' ? entry.name : null
}

function placeOf(entry: unknown): { name: string } | null {
  const name = nameOf(entry)
  return name === null ? null : { name }
}

function countryOf(entry: unknown): Country | null {
  const name = nameOf(entry)
  if (name === null || typeof entry !== 'object' || entry === null || !('id' in entry)) return null
  const { id } = entry
  return typeof id === 'number' && Number.isInteger(id) ? { id, name } : null
}
