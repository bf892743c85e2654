import styled from 'styled-components'
import { CARD_PICTURE_SIZES, CardBody, CardFrame, CardPicture, CardTitle } from '@/ui/CardFrame'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import { POST_TYPE_LABELS, postHref, type PostSummary } from '@/site/posts'
import { newsDate } from './newsDate'
import { typeStep } from '@/theme/typeStep'

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 0;
  ${typeStep('small')}
  color: ${({ theme }) => theme.colors.muted};
`

/** A post's type, as its card and its page show it over the title. */
export const PostTypeLabel = styled.span`
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`

const Content = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`

type Props = {
  item: PostSummary
  headingLevel: 'h2' | 'h3'
  /** The news carousel opens posts in a new tab (spec 02); a list of posts in the same one. */
  newTab?: boolean
}

/** One post: its type and date, its title as a link to its page, its summary, its image. */
export function PostCard({ item, headingLevel, newTab = false }: Props) {
  const href = postHref(item)
  const date = newsDate(item.createdAt)
  return (
    <CardFrame>
      <CardPicture image={item.contentImage} sizes={CARD_PICTURE_SIZES} />
      <CardBody>
        <Meta>
          {item.type ? <PostTypeLabel>{POST_TYPE_LABELS[item.type].card}</PostTypeLabel> : null}
          {date ? <time dateTime={item.createdAt ?? undefined}>{date}</time> : null}
        </Meta>
        <CardTitle level={headingLevel} size="h3">
          {href && newTab ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {item.title}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          ) : href ? (
            <a href={href}>{item.title}</a>
          ) : (
            item.title
          )}
        </CardTitle>
        {item.summary ? <Content>{item.summary}</Content> : null}
      </CardBody>
    </CardFrame>
  )
}
