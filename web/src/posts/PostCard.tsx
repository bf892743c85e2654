import styled from 'styled-components'
import { CmsImage } from '@/ui/CmsImage'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import { POST_TYPE_LABELS, postHref, type PostSummary } from '@/site/posts'
import { newsDate } from './newsDate'
import { Heading } from '@/ui/Heading'
import { typeStep } from '@/theme/typeStep'

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
`

const Picture = styled(CmsImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
`

const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 1.25rem 1.25rem 1.5rem;
`

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

const CardTitle = styled(Heading)`
  margin: 0;

  a {
    color: inherit;
    text-underline-offset: 0.15em;
  }
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
    <Card>
      <Picture image={item.contentImage} sizes="(min-width: 75rem) 24rem, (min-width: 48rem) 33vw, 100vw" />
      <Body>
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
      </Body>
    </Card>
  )
}
