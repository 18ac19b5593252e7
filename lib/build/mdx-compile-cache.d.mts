export declare function withMdxCompileCache<T extends { module: { rules: unknown[] } }>(
  config: T,
  options: { buildId: string; cacheRoot: string }
): T
