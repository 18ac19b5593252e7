// Lint: Next.js's recommended rules (React, hooks, a11y basics, Core Web Vitals) for all TypeScript.
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'

const config = [
  // Generated output is checked by its generator's tests, not linted.
  {
    ignores: [
      'node_modules/',
      '.next/',
      'out/',
      // Where a build writes the export before it replaces out/; an interrupted build leaves it behind.
      '.out-staging/',
      'test-results/',
      'playwright-report/',
      'next-env.d.ts',
      'generated/',
      'public/playground/',
      'public/_mermaid/',
      'public/blog/',
      'public/openapi/',
      'public/_nav/',
      'public/_dev/',
      // Generators' caches and benchmarks' scratch folders.
      '.cache/',
      '.bench/'
    ]
  },
  ...nextVitals,
  ...nextTypeScript,
  {
    rules: {
      // Raw <img> is deliberate: a static export has no image optimiser (see lib/base-path.ts).
      '@next/next/no-img-element': 'off'
    }
  },
  // Playwright's fixtures hand their value on through a function named `use`; no React runs in e2e/.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // _meta files (sidebar order and titles) are anonymous default exports by convention.
  { files: ['**/_meta.ts'], rules: { 'import/no-anonymous-default-export': 'off' } }
]

export default config
