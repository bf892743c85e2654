import type { TypedObject } from '@portabletext/types'
import { RichText } from '@/ui/RichText'
import { FamilDialog } from './FamilDialog'

type Props = { terms: TypedObject[]; onClose: () => void }

/** The famil's terms and conditions, as the editors wrote them. */
export function TermsDialog({ terms, onClose }: Props) {
  return (
    <FamilDialog title="Terms and conditions" onClose={onClose}>
      <RichText value={terms} />
    </FamilDialog>
  )
}
