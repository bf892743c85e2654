import styled from 'styled-components'
import { currencyCodes } from '@/forms/tailorMade/model/schema'
import { Field } from '@/ui/Field'
import { NumberInput } from './NumberInput'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

/** The schema's largest amount (schema.ts). */
const MAX_AMOUNT = 1_000_000_000

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem 1.25rem;
`

let currencies: { code: string; label: string }[] | undefined

/** Every ISO 4217 currency the platform knows, named in English: "AUD — Australian Dollar". */
function currencyOptions(): { code: string; label: string }[] {
  if (!currencies) {
    const names = new Intl.DisplayNames(['en'], { type: 'currency' })
    currencies = currencyCodes().map((code) => ({ code, label: `${code} — ${names.of(code) ?? code}` }))
  }
  return currencies
}

/** Step 12: the total budget, in the site's currency unless the visitor picks another. */
export function BudgetStep({ state, send, id, frame }: StepProps) {
  const { budget } = state.context.answers
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <Grid>
        <Field id={id('currency')} label="Currency">
          <select
            value={budget.currency}
            onChange={(event) => send({ type: 'setBudget', budget: { currency: event.target.value } })}
          >
            {currencyOptions().map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('amount')} label="Total budget">
          <NumberInput
            value={budget.amount}
            min={0}
            max={MAX_AMOUNT}
            integer={false}
            onValue={(amount) => send({ type: 'setBudget', budget: { amount } })}
          />
        </Field>
      </Grid>
    </StepFrame>
  )
}
