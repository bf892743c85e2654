import styled from 'styled-components'
import { ALREADY_BOUGHT, ALREADY_BOUGHT_LABELS } from '@/forms/tailorMade/model/options'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import { LinkButton } from './buttons'
import { ChoiceCards } from './ChoiceCards'
import { DetailDialog } from './DetailDialog'
import { plainText } from '@/forms/tailorMade/model/plainText'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'
import { typeStep } from '@/theme/typeStep'

const Saved = styled.p`
  margin: 0;
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.muted};
  ${typeStep('small')}
`

/** Step 11 (optional): what is already bought. Ticking anything but 'nothing' opens a dialog for
 * its detail (the machine opens it); a saved detail shows under its card, and a ticked item's
 * detail can be written or changed later. */
export function AlreadyBoughtStep({ state, send, id, frame }: StepProps) {
  const { answers, detailFor } = state.context
  const detailOf = (item: string) => answers.detailAlreadyBought.find((detail) => detail.type === item)
  return (
    <StepFrame
      {...frame}
      onNext={() => send({ type: 'next' })}
      after={
        state.matches({ alreadyBought: 'detail' }) && detailFor ? (
          <DetailDialog
            key={detailFor}
            item={detailFor}
            initialHtml={detailOf(detailFor)?.content ?? ''}
            send={send}
            id={id}
          />
        ) : null
      }
    >
      <ChoiceCards
        name={id('alreadyBought')}
        legend="Already bought (optional)"
        type="checkbox"
        choices={ALREADY_BOUGHT.map((item) => {
          const detail = detailOf(item)
          const ticked = item !== 'nothing' && answers.alreadyBought.includes(item)
          return {
            value: item,
            title: ALREADY_BOUGHT_LABELS[item],
            extra: ticked ? (
              <>
                {detail ? <Saved>{plainText(detail.content)}</Saved> : null}
                <LinkButton type="button" onClick={() => send({ type: 'editAlreadyBoughtDetail', item })}>
                  {detail ? 'Change details' : 'Add details'}
                  <VisuallyHidden> of {ALREADY_BOUGHT_LABELS[item]}</VisuallyHidden>
                </LinkButton>
              </>
            ) : undefined,
          }
        })}
        selected={answers.alreadyBought}
        onSelect={(value) => {
          const item = ALREADY_BOUGHT.find((each) => each === value)
          if (item) send({ type: 'toggleAlreadyBought', item })
        }}
      />
    </StepFrame>
  )
}
