import Head from 'next/head'

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
