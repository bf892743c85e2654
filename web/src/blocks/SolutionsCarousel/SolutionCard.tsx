import styled from 'styled-components'
import type { BlockOf } from '@/blocks/types'
import { CmsImage } from '@/ui/CmsImage'
import { CmsLink } from '@/ui/CmsLink'
import { Heading } from '@/ui/Heading'

export type Solution = NonNullable<BlockOf<'solutionsCarousel'>['items']>[number]

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

const Picture = styled(CmsImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
`

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1.5rem;
`

const CardTitle = styled(Heading)`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
`

const Text = styled.p`
  margin: 0;
  flex: 1;
`

const More = styled(CmsLink)`
  align-self: flex-start;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  text-underline-offset: 0.2em;
`

type Props = { solution: Solution; headingLevel: 'h2' | 'h3' }

/** One solution: an image, a title, a line, and where to read more when there is somewhere. */
export function SolutionCard({ solution, headingLevel }: Props) {
  const { link } = solution
  return (
    <Card>
      <Picture image={solution.image} sizes="(min-width: 75rem) 36rem, (min-width: 48rem) 50vw, 100vw" />
      <Body>
        <CardTitle level={headingLevel} size="h3">
          {solution.title}
        </CardTitle>
        <Text>{solution.text}</Text>
        {link?.label ? <More link={link}>{link.label} →</More> : null}
      </Body>
    </Card>
  )
}
