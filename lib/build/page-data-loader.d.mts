import type { PageDataOptions, PageRecordKind } from './page-data.mjs'

interface TrackedFile {
  file: string
  text: string
}
export declare function pageDataCode(input: {
  route: string
  records: { kind: PageRecordKind; found: TrackedFile | null }[]
  inline: boolean
}): string
interface LoaderContext {
  getOptions(): PageDataOptions
  resourcePath: string
  addDependency(file: string): void
  addMissingDependency(file: string): void
}
export default function appendPageData(this: LoaderContext, code: string): string
