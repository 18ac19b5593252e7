export declare function withMdxPageLoader<T extends { module: { rules: unknown[] } }>(
  config: T,
  options: { pagesDir: string; definePage: string; inWorker?: boolean }
): T
