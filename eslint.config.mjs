// Lint: Next.js's recommended rules (React, hooks, a11y basics, Core Web Vitals) for all TypeScript.
import { FlatCompat } from '@eslint/eslintrc'

const compat = new FlatCompat({ baseDirectory: import.meta.dirname })

const config = [
  // Generated output is checked by its generator's tests, not linted.
  {
    ignores: [
      'node_modules/',
      '.next/',
      'out/',
      'test-results/',
      'playwright-report/',
      'next-env.d.ts',
      'generated/',
      'public/playground/',
      'public/_mermaid/',
      'public/blog/',
      'public/openapi/',
      'public/_nav/',
      // Generators' caches and what benchmarks fetch (bench:rest:public unpacks a third-party package here).
      '.cache/',
      '.bench/'
    ]
  },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    rules: {
      // Raw <img> is deliberate: a static export has no image optimiser (see lib/base-path.ts).
      '@next/next/no-img-element': 'off'
    }
  },
  // Nextra's _meta files are anonymous default exports by convention.
  { files: ['**/_meta.ts'], rules: { 'import/no-anonymous-default-export': 'off' } }
]

export default config
