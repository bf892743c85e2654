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
    /** The destinations of the given countries. */
    destinationsByCountries: (countriesId: number[]) =>
      data<{ name: string }[]>('POST', '/location/destinations-by-countries', { countriesId }, []),
    /** Every country, with its id. */
    countries: () => data<{ id: number; name: string }[]>('GET', '/location/countries', undefined, []),
  }
}
