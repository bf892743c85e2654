import { CURRENCIES } from '../web/src/forms/tailorMade/model/currencies'
import { currencyList } from './generate-currencies.mjs'

it('the wizard’s currencies are what Node’s Intl knows now (else: node scripts/generate-currencies.mjs)', () => {
  expect(CURRENCIES).toEqual(currencyList())
  expect(CURRENCIES).toContainEqual({ code: 'AUD', name: 'Australian Dollar' })
  expect(CURRENCIES).toContainEqual({ code: 'NZD', name: 'New Zealand Dollar' })
})
