import { requireApiKey, requireEnglish, requireHeaders } from './headers'
import { HttpError, type Reply } from './http'
import type { ApiRequest, ApiRoute } from './router'
import { enquiryProblem } from './enquiryContract'
import { tailorMadeProblem } from './tailorMadeContract'

// The reservation API's documented 400 carries `error`, not `message`; keeping the difference
// makes a client that reads the wrong field fail here rather than in production.
function invalid(error: string): never {
  throw new HttpError({ status: 400, body: { status: 400, error } })
}

/** Routes with their own id sequences, so each sandbox instance numbers from 1. */
export function createReservationRoutes(): ApiRoute[] {
  let tailorMade = 0
  let enquiries = 0

  const submitTailorMade = ({ body }: ApiRequest): Reply => {
    const problem = tailorMadeProblem(body)
    if (problem) invalid(problem)
    tailorMade += 1
    return {
      status: 200,
      body: { status: 200, message: 'Tailor-made request received', data: { id: `TM-${tailorMade}` } },
    }
  }

  const submitEnquiry = ({ body, headers }: ApiRequest): Reply => {
    const problem = enquiryProblem(body, headers['currency'])
    if (problem) invalid(problem)
    enquiries += 1
    return {
      status: 200,
      body: { status: 200, message: 'Enquiry received', data: { id: `EQ-${enquiries}` } },
    }
  }

  return [
    {
      target: 'reservation.tailor-made',
      method: 'POST',
      path: '/reservation-api/reservation/tailor-made',
      headers: [requireApiKey, requireEnglish],
      handle: submitTailorMade,
    },
    {
      target: 'reservation.enquiry',
      method: 'POST',
      path: '/reservation-api/reservation/enquiry',
      headers: [requireApiKey, requireEnglish, requireHeaders('currency')],
      handle: submitEnquiry,
    },
  ]
}
