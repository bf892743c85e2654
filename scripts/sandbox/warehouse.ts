import { requireApiKey } from './headers'
import type { ApiRoute } from './router'
import { destinationsByCountries, listCountries } from './warehouseLocations'
import { filterProducts, searchProducts } from './warehouseSearch'
import { findCategories, isDestinationQuery, toursByDestination } from './warehouseTours'

const headers = [requireApiKey]

// Order matters: the destination-page tour query must be tried before the generic /product/:type.
export const warehouseRoutes: readonly ApiRoute[] = [
  {
    target: 'warehouse.filter',
    method: 'POST',
    path: '/warehouse/product/:type/filter',
    headers,
    handle: filterProducts,
  },
  {
    target: 'warehouse.tours',
    method: 'POST',
    path: '/warehouse/product/tour',
    accepts: isDestinationQuery,
    headers,
    handle: toursByDestination,
  },
  {
    target: 'warehouse.products',
    method: 'POST',
    path: '/warehouse/product/:type',
    headers,
    handle: searchProducts,
  },
  {
    target: 'warehouse.categories',
    method: 'POST',
    path: '/warehouse/category/find-by-type',
    headers,
    handle: findCategories,
  },
  {
    target: 'warehouse.destinations',
    method: 'POST',
    path: '/warehouse/location/destinations-by-countries',
    headers,
    handle: destinationsByCountries,
  },
  {
    target: 'warehouse.countries',
    method: 'GET',
    path: '/warehouse/location/countries',
    headers,
    handle: listCountries,
  },
]
