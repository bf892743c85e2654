import { upstreamSettings, type Site, type UpstreamSettings } from '@travel/config'
import type { Duration, TravelType } from '@/forms/quickSearch/options'
import type { ProductCardData } from '@/site/products'
import { requestJson, UpstreamError, type CallOptions } from './postJson'
import {
  categoryOf,
  countryOf,
  destinationKeysOf,
  listOf,
  placeOf,
  productCardOf,
  productSummaryOf,
  tourSummaryOf,
  type Country,
  type DestinationCategory,
  type ProductSummary,
  type TourSummary,
} from './warehouseShapes'

export type { Country, DestinationCategory, ProductSummary, TourSummary } from './warehouseShapes'

/**
 * The product warehouse (docs/upstream.md). Server only: its API key never reaches a
 * browser; pages read it in getStaticProps and browsers through the site's own API routes.
 * Lists fall back to empty on any failure: the pages show less rather than fail. Every answer
 * is reshaped here into our own types: nothing past this file reads the warehouse's shapes.
 */
export type ProductType = TravelType

type Answer<T> = { status?: number; data?: T }

/** The entry of call 2's answer whose code is exactly this one, as `read` reads it, or null. */
function exactly<Item extends { code: string }>(
  answer: unknown,
  code: string,
  read: (entry: unknown) => Item | null,
): Item | null {
  return listOf(answer, read).find((item) => item.code === code) ?? null
}

export function warehouseClient(site: Site, settings: UpstreamSettings = upstreamSettings()) {
  const headers = {
    'company-code': site.companyCode,
    'x-api-key': settings.warehouse.apiKey,
    // The spec's AUD is its single market's: each site asks in its own currency.
    currency: site.currency,
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
  /** Call 2 with the code as its keyword: its `data`, or a throw when the warehouse did not answer. */
  async function byCode(type: ProductType, code: string): Promise<unknown> {
    const response = await requestJson('POST', `${settings.warehouse.baseUrl}/product/${type}`, headers, {
      isFromQuickSearch: true,
      keyWord: code,
    })
    const answer = response.body as Answer<unknown> | null
    if (response.status !== 200 || answer?.status !== 200 || answer.data === undefined)
      throw new UpstreamError(response.status, response.body)
    return answer.data
  }
  return {
    /**
     * Destination suggestions for a keyword (call 1): the keys of `destinations`, as the
     * warehouse writes them (the quick search title-cases them), for the quick search and the
     * enquiry forms' place fields.
     */
    filter: async (type: ProductType, keyWord: string, isFromQuickSearch = true): Promise<string[]> =>
      destinationKeysOf(
        await data<unknown>('POST', `/product/${type}/filter`, { isFromQuickSearch, keyWord }, null),
      ),
    /** Quick-search results (call 2). */
    search: async (type: ProductType, keyWord: string, duration?: Duration): Promise<ProductSummary[]> =>
      listOf(
        await data<unknown>(
          'POST',
          `/product/${type}`,
          { isFromQuickSearch: true, keyWord, ...(duration ? { duration } : {}) },
          [],
        ),
        (entry) => productSummaryOf(entry, settings.warehouse.imageOrigin),
      ),
    /** The destination category tree (call 3). */
    categories: async (productType: ProductType[] = ['tour']): Promise<DestinationCategory[]> =>
      listOf(await data<unknown>('POST', '/category/find-by-type', { productType }, []), categoryOf),
    /**
     * The product of this type with exactly this code, or null when the warehouse has none (call
     * 2, the code as its keyword; a product enquiry names its trip with it). Unlike the lists,
     * a failure throws (`UpstreamError`, or the network's): "no such product" and "no answer"
     * must not look alike, a form route answers the second 503 and a page does not 404 on it.
     */
    product: async (type: ProductType, code: string): Promise<ProductSummary | null> =>
      exactly(await byCode(type, code), code, (entry) =>
        productSummaryOf(entry, settings.warehouse.imageOrigin),
      ),
    /**
     * The product of this type with exactly this code as a card shows it (its name, length,
     * price from in the site's currency, picture), or null when the warehouse has none: the
     * featured trips' cards, read when the page is built. Throws as `product` does.
     */
    productCard: async (type: ProductType, code: string): Promise<ProductCardData | null> =>
      exactly(await byCode(type, code), code, (entry) =>
        productCardOf(entry, site.currency, settings.warehouse.imageOrigin),
      ),
    /** Up to six tours of a destination, cheapest first (call 4); never from a cache. */
    toursOfDestination: async (slug: string): Promise<TourSummary[]> =>
      listOf(
        await data<unknown>(
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
          { cache: 'no-store' },
        ),
        (entry) => tourSummaryOf(entry, site.currency, settings.warehouse.imageOrigin),
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
