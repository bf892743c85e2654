import styled from 'styled-components'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { RichText } from '@/ui/RichText'
import { Section } from '@/ui/Section'
import { SitePageLink } from '@/ui/SitePageLink'
import { POST_TYPE_LABELS, postListPath, type PostContent } from '@/site/posts'
import { newsDate } from './newsDate'
import { PostTypeLabel } from './PostCard'
import { typeStep } from '@/theme/typeStep'
import { Heading } from '@/ui/Heading'
import { Lead } from '@/ui/Text'

const Narrow = styled(Container)`
  max-width: 52rem;
`

const Back = styled(SitePageLink)`
  display: inline-block;
  margin-bottom: 1.5rem;
  color: ${({ theme }) => theme.colors.primary};
  text-underline-offset: 0.15em;
`

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin: 0 0 0.5rem;
  ${typeStep('small')}
  color: ${({ theme }) => theme.colors.muted};
`

const Title = styled(Heading)`
  margin: 0 0 1rem;
  overflow-wrap: anywhere;
`

const Summary = styled(Lead)`
  max-width: 68ch;
  margin: 0 0 1.5rem;
`

const Picture = styled(CmsImage)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  margin-bottom: 2rem;
  border-radius: ${({ theme }) => theme.radii.card};
`

/**
 * A post's page: its type and date, title, summary, image and text, and the way to its list. In
 * draft preview `text` has the title and summary as shown, encoded for click-to-edit.
 */
export function PostArticle({
  post,
  text = post,
}: {
  post: PostContent
  text?: Pick<PostContent, 'title' | 'summary'>
}) {
  const type = post.type ?? 'news'
  const date = newsDate(post.createdAt)
  return (
    <Section as="article">
      <Narrow>
        <Back href={postListPath(type)}>{`All ${POST_TYPE_LABELS[type].list.toLowerCase()}`}</Back>
        <Meta>
          <PostTypeLabel>{POST_TYPE_LABELS[type].card}</PostTypeLabel>
          {date && post.createdAt ? <time dateTime={post.createdAt}>{date}</time> : null}
        </Meta>
        <Title level="h1" size="h1">
          {text.title}
        </Title>
        {text.summary ? <Summary>{text.summary}</Summary> : null}
        <Picture image={post.contentImage} sizes="(min-width: 52rem) 50rem, 100vw" priority />
        <RichText value={post.content} />
      </Narrow>
    </Section>
  )
}
