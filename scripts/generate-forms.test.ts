import { declaredForms, formFolders } from './generate-forms'

it('finds each form in its folder, three in the enquiry folder, under the name its route has', async () => {
  expect(formFolders()).toContain('contact')
  const forms = await declaredForms()
  expect(forms.filter(({ folder }) => folder === 'enquiry').map(({ name }) => name)).toEqual([
    'enquiryAccommodation',
    'enquiryFlight',
    'enquiryProduct',
  ])
  expect(forms.find(({ folder }) => folder === 'famil')).toEqual({
    folder: 'famil',
    exported: 'familForm',
    name: 'familRegistration',
  })
})
