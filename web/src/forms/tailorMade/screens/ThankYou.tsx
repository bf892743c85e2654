import styled from 'styled-components'
import type { FrameProps } from './types'
import type { WizardSnapshot } from '@/forms/tailorMade/model/tailorMadeWizard.machine'
import { typeStep } from '@/theme/typeStep'

const Card = styled.div`
  display: grid;
  gap: 1rem;
  padding: ${({ theme }) => theme.space.panel};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    margin: 0;
    ${typeStep('h2')}
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`

/** Step 14, once our route has stored the request: no header, no progress bar (spec 02 §2). */
export function ThankYou({
  state,
  frame: { headingId, headingRef },
}: {
  state: WizardSnapshot
  frame: FrameProps
}) {
  const { name, email, phoneNumber } = state.context.answers.contactInformation
  return (
    <Card>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Thank you, {name.trim()}!
      </h2>
      <p>Your request for a tailor-made trip has been submitted.</p>
      <p>
        {email.trim()
          ? `A recap of your request will arrive by email at ${email.trim()}.`
          : `As you gave no email address, our team will call you on ${phoneNumber.trim()} to go over your request.`}
      </p>
      <p>Our local team will be in touch soon to plan your trip with you.</p>
    </Card>
  )
}
