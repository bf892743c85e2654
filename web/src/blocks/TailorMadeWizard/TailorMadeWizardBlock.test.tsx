import { screen } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import type { BlockOf } from '../types'

// The wizard is tested on its own; here, only what the block hands it.
jest.mock('@/forms/tailorMade/TailorMadeWizard', () => ({
  TailorMadeWizard: (props: object) => <output aria-label="wizard props">{JSON.stringify(props)}</output>,
}))

const countries = [
  { id: 704, name: 'Vietnam' },
  { id: 392, name: 'Japan' },
]

const wizard = (intro: string | null): BlockOf<'tailorMadeWizard'> => ({
  _key: 'w1',
  _type: 'tailorMadeWizard',
  title: 'Plan your tailor-made trip',
  intro,
  golfFocus: null,
  featuredPlaces: null,
  countries,
})

const renderOn = (siteId: string, blocks: BlockOf<'tailorMadeWizard'>[]) => renderBlocks(blocks, siteId)

async function wizardProps(): Promise<unknown> {
  return JSON.parse((await screen.findByLabelText('wizard props')).textContent ?? '')
}

describe('the tailor-made wizard block', () => {
  it('heads the page with its title and intro, and hands the wizard the countries and the site', async () => {
    renderOn('tours', [wizard('A few quick questions about your trip.')])
    expect(await wizardProps()).toEqual({
      countries,
      featuredPlaces: null,
      currency: 'AUD',
      siteId: 'tours',
      idPrefix: 'wizard-w1',
    })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plan your tailor-made trip')
    expect(screen.getByText('A few quick questions about your trip.')).toBeInTheDocument()
  })

  it('starts with golf as the focus, and offers the places first, when the editors say so', async () => {
    const featuredPlaces = [{ name: 'Scotland', country: 'United Kingdom' }]
    renderOn('golf', [{ ...wizard(null), golfFocus: true, featuredPlaces }])
    expect(await wizardProps()).toMatchObject({ focus: 'golf_holidays', featuredPlaces })
  })

  it("starts the budget in the site's currency", async () => {
    renderOn('tours-nz', [wizard(null)])
    expect(await wizardProps()).toMatchObject({ currency: 'NZD', siteId: 'tours-nz' })
  })
})
