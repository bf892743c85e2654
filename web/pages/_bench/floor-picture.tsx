import type { GetStaticProps } from 'next'
import Head from 'next/head'
import Image from 'next/image'

/** In bench builds only, as the floor page (./floor.tsx). */
export const getStaticProps: GetStaticProps = async () =>
  process.env.BENCH_BUILD === '1' ? { props: {} } : { notFound: true }

/** The home page hero's photo: the same file, widths and priority as a hero's first slide. */
const PHOTO = '/_seed/images/444b5006d3874348f9726f2b87435590e990ffa3-1600x1000.jpg'

/**
 * The framework floor with a picture: the empty page plus one full-width photo asked for first
 * (next/image, not lazy: React's server preloads it, at high priority), served at
 * /_bench/floor-picture in bench builds only.
 * A page whose largest paint is a photo is compared with this one, not with the text floor: the
 * photo is a second request, and under the bench's slow-4G throttling every request waits a
 * round trip of 562 ms that no page can spare it (docs/performance.md).
 */
export default function FrameworkFloorWithPicture() {
  return (
    <>
      <Head>
        <title>Framework floor with a picture</title>
        <meta name="robots" content="noindex" />
      </Head>
      <main>
        <p>Framework floor with a picture</p>
        <Image
          src={PHOTO}
          alt="A photo as large as a hero's"
          width={1600}
          height={1000}
          sizes="100vw"
          loading="eager"
          fetchPriority="high"
          style={{ width: '100%', height: 'auto' }}
        />
      </main>
    </>
  )
}
