import { declaredForms, formFolders, GENERATED_FORMS, staleFormLists } from './generate-forms'

it('the form lists are what the declarations declare now', async () => {
  // Else: npm run forms:generate.
  expect(await staleFormLists()).toEqual([])
})

it('refuses a stale list, saying to run the generator', async () => {
  const edited = (file: string) =>
    file === GENERATED_FORMS.names ? "export const formNames = ['contact']" : ''
  expect(await staleFormLists(edited)).toEqual([
    'web/src/server/forms/declarations.generated.ts is stale: run `npm run forms:generate`',
    'web/src/forms/formNames.generated.ts is stale: run `npm run forms:generate`',
  ])
})

it('finds each form in its folder, two in the enquiry folder, under the name its route has', async () => {
  expect(formFolders()).toContain('contact')
  const forms = await declaredForms()
  expect(forms.filter(({ folder }) => folder === 'enquiry').map(({ name }) => name)).toEqual([
    'enquiryAccommodation',
    'enquiryFlight',
  ])
  expect(forms.find(({ folder }) => folder === 'famil')).toEqual({
    folder: 'famil',
    exported: 'familForm',
    name: 'familRegistration',
  })
})
