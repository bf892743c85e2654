import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { SitePageLink } from '@/ui/SitePageLink'
import { POST_TYPE_LABELS, postListPath, type PostSummary, type PostType } from '@/site/posts'
import { PostCard } from './PostCard'
import { Heading } from '@/ui/Heading'

const Title = styled(Heading)`
  margin: 0 0 1.5rem;
`

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
  }
`

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 1rem 1.5rem;
  margin-top: 2.5rem;

  a {
    padding: 0.6rem 1.2rem;
    border-radius: ${({ theme }) => theme.radii.card};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-weight: 600;
    text-decoration: none;
  }
`

type Props = { type: PostType; posts: PostSummary[]; page: number; pageCount: number }

/** A page of a type's posts, newest first, as cards, with links to the pages before and after. */
export function PostList({ type, posts, page, pageCount }: Props) {
  const label = POST_TYPE_LABELS[type].list
  return (
    <Section>
      <Container>
        <Title level="h1" size="h1">
          {pageCount > 1 ? `${label}, page ${page} of ${pageCount}` : label}
        </Title>
        <Grid>
          {posts.map((post) => (
            <li key={post._id}>
              <PostCard item={post} headingLevel="h2" />
            </li>
          ))}
        </Grid>
        {pageCount > 1 ? (
          <Pager aria-label={`${label}: pages`}>
            {page > 1 ? (
              <SitePageLink href={postListPath(type, page - 1)} rel="prev">
                Previous
              </SitePageLink>
            ) : null}
            <span>{`Page ${page} of ${pageCount}`}</span>
            {page < pageCount ? (
              <SitePageLink href={postListPath(type, page + 1)} rel="next">
                Next
              </SitePageLink>
            ) : null}
          </Pager>
        ) : null}
      </Container>
    </Section>
  )
}
