import type { TargetFor } from '@/server/delivery/deliveryTargets'
import type { AcceptedSubmission } from '@/server/submissions/acceptance'

/**
 * What a form's accept stores, and the targets that deliver it: tsc refuses a target whose
 * payload type is not this payload's, so no target needs a cast for what it is handed.
 */
export function accepted<Payload>(payload: Payload, targets: TargetFor<Payload>[]): AcceptedSubmission {
  return { payload, targets }
}
