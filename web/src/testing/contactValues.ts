/** A contact form's values that pass its schema: for tests of the routes that take them. */
export const contactValues = {
  title: 'Ms',
  firstName: 'Ann',
  lastName: 'Lee',
  phoneCountry: 'AU',
  phoneNumber: '0412 345 678',
  email: 'a@b.co',
}
