import styled from 'styled-components'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'
import type { Brochure } from './types'
import { viewerUrl } from './viewerUrl'

/** There, for what the brochures block may offer later, but not shown: the viewer has its own. */
const Download = styled(Button)`
  text-decoration: none;

  &[hidden] {
    display: none;
  }
`

/** The site's PDF viewer fills the dialog under its title. */
const Viewer = styled.iframe`
  flex: 1;
  width: 100%;
  min-height: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
`

type Props = { brochure: Brochure; onClose: () => void }

/** A brochure's PDF, full screen, in the site's viewer (which refuses any address not the site's). */
export function BrochureDialog({ brochure, onClose }: Props) {
  return (
    <Dialog
      isOpen
      fullScreen
      title="View PDF"
      onDismiss={onClose}
      actions={
        <>
          <Download as="a" href={brochure.file} download hidden>
            Download
          </Download>
          <Button type="button" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <Viewer src={viewerUrl(brochure.file)} title={`${brochure.title ?? 'Brochure'} (PDF)`} />
    </Dialog>
  )
}
