export type MdxKind = 'page' | 'import'
export declare function withLoaderBeforeNextra<T extends { module: { rules: unknown[] } }>(
  config: T,
  options: { step: string; kinds: MdxKind[]; loader: (kind: MdxKind) => { loader: string; options: object } }
): T
