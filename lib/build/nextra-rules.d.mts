export type MdxKind = 'page' | 'import'
export declare function withLoaderBeforeNextra<T extends { module: { rules: unknown[] } }>(
  config: T,
  options: { step: string; kinds: MdxKind[]; loader: (kind: MdxKind) => { loader: string; options: object } }
): T
export declare function withNextraLoaderReplaced<T extends { module: { rules: unknown[] } }>(
  config: T,
  options: { step: string; kinds: MdxKind[]; loader: (nextraOptions: Record<string, unknown>) => { loader: string; options: object } }
): T
