import path from 'node:path'
import type { NextConfig } from 'next'
import { securityHeaders } from './src/security/securityHeaders'

const repositoryRoot = path.join(__dirname, '..')

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Sites are opened at <site>.localhost in development.
  allowedDevOrigins: ['*.localhost'],
  poweredByHeader: false,
  // Class names carry no component names in production: smaller HTML, CSS and bundles.
  compiler: {
    styledComponents: { displayName: process.env.NODE_ENV !== 'production', minify: true, pure: true },
  },
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
  async headers() {
    const headers = securityHeaders({
      recaptcha: Boolean(process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY),
      development: process.env.NODE_ENV !== 'production',
    })
    return [{ source: '/:path*', headers }]
  },
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/**' }],
    localPatterns: [{ pathname: '/_seed/images/**', search: '' }],
  },
}

export default nextConfig
