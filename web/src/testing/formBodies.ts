import { formNames, type FormName } from '@/forms/formNames.generated'
import { earliestToday } from '@/forms/tailorMade/model/schema'
import { acceptanceValues, familValues } from './agentValues'
import { contactValues } from './contactValues'
import { aValidTailorMadeBody } from './tailorMade'

const captcha = { captchaToken: 'test-captcha-token' }
/** What a form without a visible captcha sends beside its values: the test token, an empty honeypot. */
const invisibleBrake = { ...captcha, website: '' }

type FormBody = { site: string; body: Record<string, unknown> }

/**
 * A choice of the tours brochure request's brochure select at any moment: a seed brochure with no
 * publish window, sent as its title (the select offers the brand's current brochures).
 */
export const ALWAYS_OFFERED_BROCHURE = 'Tailor-made journeys 2027'

/**
 * A valid body of each declared form, with the site it is posted to and the test captcha's token
 * (invisible where the form shows none). A registration posts its place on the site (page id,
 * block key). The career form's CV must be an upload of the site: its body here has none that
 * exists. A new form without its body here fails tsc: the route tests post every form.
 */
const bodies: { [Form in FormName]: FormBody } = {
  contact: { site: 'tours', body: { ...contactValues, message: 'Two seats', ...captcha } },
  cms: {
    site: 'tours',
    body: {
      form: 'form-tours-brochure-request',
      submissionData: [
        { field: 'firstName', value: 'Ana' },
        { field: 'lastName', value: 'Silva' },
        { field: 'email', value: 'ana@example.com' },
        { field: 'country', value: 'AU' },
        { field: 'brochure', value: ALWAYS_OFFERED_BROCHURE },
      ],
      ...captcha,
    },
  },
  tailorMade: { site: 'golf', body: { ...aValidTailorMadeBody(), ...captcha } },
  webinar: {
    site: 'tours',
    body: {
      firstName: 'Ann',
      surname: 'Lee',
      email: 'a@b.co',
      organisation: 'Acme',
      jobTitle: 'Agent',
      state: 'NSW',
      other: '123456',
      page: 'page-tours-webinar',
      block: 'wb7t0urs',
      ...captcha,
    },
  },
  career: {
    site: 'tours',
    body: {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'a@b.co',
      document: 'http://tours.localhost/api/uploads/cv/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf',
      ...captcha,
    },
  },
  agentAcceptance: {
    site: 'rail',
    body: { ...acceptanceValues, page: 'page-rail-agent-acceptance', block: 'aa7ra1l1', ...captcha },
  },
  familRegistration: {
    site: 'rail',
    body: { ...familValues, page: 'page-rail-famil-registration', block: 'fr7ra1l1', ...captcha },
  },
  virtuoso: {
    site: 'golf',
    body: {
      fullName: 'Ann Lee',
      companyName: 'Acme',
      agencyAffiliation: '',
      email: 'a@b.co',
      phone: '+61 400 000 000',
      mostProduct: '',
      typeOfClient: '',
      preferredFollowUp: [{ email: true, zoomcall: false, inPerson: false }],
      receiveExclusiveOffers: 'yes',
      termsAndConditions: true,
      location: '',
      page: 'page-golf-virtuoso-agents',
      block: 'vrt7g0lf',
      ...captcha,
    },
  },
  enquiryFlight: {
    site: 'tours',
    body: {
      from: 'Sydney',
      to: 'Hobart',
      departureDate: '2099-01-01',
      returnDate: '2099-01-03',
      name: 'Ann Lee',
      phoneCountry: 'AU',
      phoneNumber: '0412 345 678',
      email: 'a@b.co',
      passengers: 2,
      ...invisibleBrake,
    },
  },
  enquiryAccommodation: {
    site: 'tours',
    body: {
      name: 'Ann Lee',
      email: 'a@b.co',
      checkIn: '2099-01-01',
      checkOut: '2099-01-03',
      room: 1,
      adult: 2,
      children: 0,
      location: 'Hobart',
      ...invisibleBrake,
    },
  },
  enquiryProduct: {
    site: 'tours',
    body: {
      productType: 'tour',
      code: 'TR-VN-15',
      departure: '',
      month: earliestToday().slice(0, 7),
      name: 'Ann Lee',
      email: 'a@b.co',
      phoneCountry: 'AU',
      phoneNumber: '0412 345 678',
      travellers: 2,
      message: 'Two of us, in May if we can.',
      ...invisibleBrake,
    },
  },
}

/** A valid body of each declared form (formNames), by its route's name, with its site. */
export function validFormBodies(): ({ form: FormName } & FormBody)[] {
  return formNames.map((form) => ({ form, ...bodies[form] }))
}
