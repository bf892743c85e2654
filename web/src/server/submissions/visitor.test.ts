import { visitorOf } from './visitor'

it('takes only a name and an email from a payload, whatever the form', () => {
  expect(visitorOf({ firstName: 'Ana', lastName: 'Silva', email: 'a@x.co', phone: '123' })).toEqual({
    name: 'Ana Silva',
    email: 'a@x.co',
  })
  expect(
    visitorOf({
      email: 'b@x.co',
      submissionData: [
        { field: 'fullName', value: 'Sam Lee' },
        { field: 'message', value: 'secret' },
      ],
    }),
  ).toEqual({ name: 'Sam Lee', email: 'b@x.co' })
  expect(visitorOf(null)).toEqual({ name: undefined, email: undefined })
})
