/** One kind of per-page file a generator writes, and the registry the page hands it to. */
export interface PageRecordKind {
  /** The generator's folder of per-page files, one per route (lib/navigation/page-file.mjs). */
  dir: string
  /** The module the page registers its record with. */
  registry: string
  /** That module's registering function: `register(route, record | null)`. */
  register: string
  /** A section's route (`/blog`): pages outside it have no record of this kind. */
  routes?: string
}
export interface PageDataOptions {
  pagesDir: string
  records: PageRecordKind[]
  inline: boolean
}
export declare function withPageData<T extends { module: { rules: unknown[] } }>(config: T, options: PageDataOptions): T
