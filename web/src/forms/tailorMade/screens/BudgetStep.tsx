import styled from 'styled-components'
import { CURRENCY_CODES } from '@/forms/tailorMade/model/currencies'
import { currencyLabel } from '@/forms/tailorMade/model/currencyLabel'
import { BUDGET_MAX } from '@/forms/tailorMade/model/schema'
import { Field } from '@/ui/Field'
import { NumberInput } from './NumberInput'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem 1.25rem;
`

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
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {currencyLabel(code)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('amount')} label="Total budget">
          <NumberInput
            value={budget.amount}
            min={0}
            max={BUDGET_MAX}
            integer={false}
            onValue={(amount) => send({ type: 'setBudget', budget: { amount } })}
          />
        </Field>
      </Grid>
    </StepFrame>
  )
}
