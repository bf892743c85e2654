import type { GetStaticProps } from 'next'
import Head from 'next/head'

/**
 * Only a build the bench makes (BENCH_BUILD=1: `npm run bench`, `npm run check:durability`) has
 * the floor page; every other build answers 404 there. Decided at build time, so the page stays
 * as static as the framework's own floor.
 */
export const getStaticProps: GetStaticProps = async () =>
  process.env.BENCH_BUILD === '1' ? { props: {} } : { notFound: true }

/**
 * The framework floor: an empty Pages Router page in the same build as the sites (served at
 * /_bench/floor, past the host rewrite). `npm run bench` compares every page type against it.
 */
export default function FrameworkFloor() {
  return (
    <>
      <Head>
        <title>Framework floor</title>
        <meta name="robots" content="noindex" />
      </Head>
      {/* One line of text, so the page paints and Lighthouse can measure it too. */}
      <main>
        <p>Framework floor</p>
      </main>
    </>
  )
}
