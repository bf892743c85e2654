import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/.sanity/**',
      'web/public/**',
      'web/next-env.d.ts',
      'web/src/content/sanity.types.ts',
      'test-results/**',
      'playwright-report/**',
      '.e2e/**',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    settings: { next: { rootDir: 'web/' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]

export default config
