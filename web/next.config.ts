import path from 'node:path'
import type { NextConfig } from 'next'

const repositoryRoot = path.join(__dirname, '..')

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Sites are opened at <site>.localhost in development.
  allowedDevOrigins: ['*.localhost'],
  poweredByHeader: false,
  compiler: { styledComponents: true },
  // ESM-only packages are listed so next/jest compiles them for Jest's CommonJS too.
  transpilePackages: [
    '@travel/config',
    '@portabletext/react',
    '@portabletext/toolkit',
    '@portabletext/types',
  ],
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
  // The embedded dataset is read at run time, so serverless bundles must carry it.
  outputFileTracingIncludes: {
    '/_sites/[site]/[[...slug]]': ['../studio/seed/dataset.ndjson'],
    '/_error': ['../studio/seed/dataset.ndjson'],
    '/api/revalidate': ['../studio/seed/dataset.ndjson'],
  },
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/**' }],
    localPatterns: [{ pathname: '/_seed/images/**', search: '' }],
  },
}

export default nextConfig
