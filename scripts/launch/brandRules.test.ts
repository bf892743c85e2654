import { sitesOfBrand } from '@travel/config'
import {
  brandFindings,
  formFindings,
  offerFindings,
  operationsEmailFindings,
  type BrandState,
} from './brandRules'

const clean: BrandState = {
  sites: sitesOfBrand('tours'),
  operationsEmail: 'operations@wayfarertours.com.au',
  forms: [
    {
      _id: 'form-tours-brochure-request',
      title: 'Brochure request',
      recipients: ['brochures@wayfarertours.com.au'],
    },
  ],
  offers: [{ _id: 'offer-tours-japan', title: 'Japan: 10% off', hasTerms: true }],
}

describe('the launch check’s brand rules', () => {
  it('list nothing for a brand with everything in place', () => {
    expect(brandFindings(clean)).toEqual([])
    expect(brandFindings({ ...clean, offers: [] })).toEqual([])
  })

  it('list a brand without an operations email, once for all its sites', () => {
    expect(operationsEmailFindings({ ...clean, operationsEmail: null })).toEqual([
      {
        where: 'tours, tours-nz',
        problem: 'No operations email: nobody hears when a submission cannot be delivered.',
        fix: 'Studio: Site settings › Operations email.',
      },
    ])
  })

  it('list each placed form that emails nobody at the brand', () => {
    const forms = [
      { _id: 'form-a', title: 'Golf day enquiry', recipients: null },
      { _id: 'form-b', title: null, recipients: [' '] },
      { _id: 'form-c', title: 'Voyage enquiry', recipients: ['voyages@tidewatercruises.com.au'] },
    ]
    expect(formFindings({ ...clean, sites: sitesOfBrand('golf'), forms })).toEqual([
      {
        where: 'golf',
        problem:
          "The form “Golf day enquiry” emails nobody at the brand: its submissions reach no one's inbox.",
        fix: 'Studio: Forms › “Golf day enquiry” › Email to the team › Recipients.',
      },
      {
        where: 'golf',
        problem: "The form “form-b” emails nobody at the brand: its submissions reach no one's inbox.",
        fix: 'Studio: Forms › “form-b” › Email to the team › Recipients.',
      },
    ])
  })

  it('list each offer without terms', () => {
    const offers = [
      ...clean.offers,
      { _id: 'offer-tours-peru', title: 'Peru: free upgrade', hasTerms: false },
    ]
    expect(offerFindings({ ...clean, offers })).toEqual([
      {
        where: 'tours, tours-nz',
        problem: 'The offer “Peru: free upgrade” has no terms.',
        fix: 'Studio: write the terms of the offer “Peru: free upgrade”.',
      },
    ])
  })
})
