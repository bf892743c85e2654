import { lazy, string } from 'yup'
import { acceptanceFieldsSchema } from '@/forms/agent/acceptanceSchema'
import { familFieldsSchema } from '@/forms/agent/familSchema'
import { careerFieldsSchema } from '@/forms/career/schema'
import { contactFieldsSchema } from '@/forms/contact/schema'
import { accommodationEnquirySchema, flightEnquirySchema, productEnquirySchema } from '@/forms/enquiry/schema'
import { virtuosoFieldsSchema } from '@/forms/virtuoso/schema'
import { tailorMadeSchema } from '@/forms/tailorMade/model/schema'
import { webinarFieldsSchema } from '@/forms/webinar/schema'

// What each form's accept stores, as the outbox checks it before a delivery (deliveryTargets.ts):
// the form's current fields schema (the browser's and the route's), with what the accept puts in
// beside or instead of what was posted. Every form's target names its `stored<Form>Schema` from
// here, one that stores the fields as posted too (the contact form's), so there is one place to
// look and one way to add a form (docs/adding-a-form.md, step 5).

/** A contact message: the fields as posted. */
export const storedContactSchema = contactFieldsSchema

/** A tailor-made request: the answers as the route checked them. */
export const storedTailorMadeSchema = tailorMadeSchema()

/** A title the route stored beside the fields (the page's or block's, an editor's words). */
const contentTitle = () => string().required()

/** A webinar registration: the fields and its type. */
export const storedWebinarSchema = webinarFieldsSchema.shape({ type: contentTitle() })

/** A virtuoso registration: the fields (any location: the route cannot know the block's) and its type. */
export const storedVirtuosoSchema = virtuosoFieldsSchema().shape({ type: contentTitle() })

/** An agent acceptance: the fields and its type. */
export const storedAcceptanceSchema = acceptanceFieldsSchema.shape({ type: contentTitle() })

/** A famil registration: the fields and the famil's name. */
export const storedFamilSchema = familFieldsSchema.shape({ familName: contentTitle() })

/** A career application: the fields, `document` the URL of its CV (docs/upstream.md, Uploads). */
export const storedCareerSchema = careerFieldsSchema.shape({
  document: string().required().url().max(2000),
})

/** What an enquiry stores beside its values: the form it came from. */
const enquiryKind = <Kind extends string>(kind: Kind) => string().oneOf([kind]).required()

/**
 * An enquiry: its form's values, with the form (a tab, or a product's enquiry, which stores the
 * product's name as the warehouse gave it too). One stored without a known kind is checked as a
 * flight one, whose fields it will lack.
 */
export const storedEnquirySchema = lazy((stored: { kind?: unknown } | undefined) =>
  stored?.kind === 'accommodation'
    ? accommodationEnquirySchema.shape({ kind: enquiryKind('accommodation' as const) })
    : stored?.kind === 'product'
      ? productEnquirySchema.shape({
          kind: enquiryKind('product' as const),
          productName: string().required(),
        })
      : flightEnquirySchema.shape({ kind: enquiryKind('flight' as const) }),
)
