import { CURRENCY_CODES } from '../web/src/forms/tailorMade/model/currencies'
import { currencyCodes } from './generate-currencies.mjs'

it('the wizard’s currencies are what Node’s Intl knows now (else: node scripts/generate-currencies.mjs)', () => {
  expect(CURRENCY_CODES).toEqual(currencyCodes())
  expect(CURRENCY_CODES).toEqual(expect.arrayContaining(['AUD', 'NZD', 'EUR', 'USD']))
})
