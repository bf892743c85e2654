import { declareForm } from '@/server/forms/declareForm'
import { acceptTailorMade } from './accept'
import { hasTailorMadeWizard, NO_WIZARD_HERE } from './wizardSites'

/**
 * The tailor-made wizard, to the reservation API's tailor-made call through the outbox
 * (docs/upstream.md); only on sites that have the wizard.
 */
export const tailorMadeForm = declareForm({
  name: 'tailorMade',
  formKind: 'tailorMade',
  title: 'Tailor-made request',
  labels: {
    country: 'Countries',
    numberAdults: 'Adults',
    childrenDetails: 'Children',
    otherLocationVisit: 'Other places to visit',
    destinationFocus: 'Trip focus',
    interesting: 'Interests',
    desiredTour: 'The trip they have in mind',
    alreadyBought: 'Already booked',
  },
  accept: acceptTailorMade,
  servedOn: hasTailorMadeWizard,
  notServedMessage: NO_WIZARD_HERE,
})
