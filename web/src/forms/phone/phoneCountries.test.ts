/** @jest-environment node */
import { PhoneNumberUtil } from 'google-libphonenumber'
import { phoneCountries } from './phoneCountries'

it('lists every region libphonenumber knows, with its calling code, Australia and New Zealand first', () => {
  const util = PhoneNumberUtil.getInstance()
  expect(phoneCountries.map((country) => country.region).sort()).toEqual(
    [...util.getSupportedRegions()].sort(),
  )
  for (const { region, label } of phoneCountries)
    expect(label).toMatch(new RegExp(`\\(\\+${util.getCountryCodeForRegion(region)}\\)$`))
  expect(phoneCountries.slice(0, 2)).toEqual([
    { region: 'AU', label: 'Australia (+61)' },
    { region: 'NZ', label: 'New Zealand (+64)' },
  ])
})
