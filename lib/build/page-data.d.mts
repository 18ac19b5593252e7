export interface PageDataOptions {
  pagesDir: string
  navigationDir: string
  sourceDir: string
  registries: { navigation: string; source: string }
  inline: boolean
}
export declare function withPageData<T extends { module: { rules: unknown[] } }>(config: T, options: PageDataOptions): T
