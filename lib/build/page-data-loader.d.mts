import type { PageDataOptions } from './page-data.mjs'

interface TrackedFile {
  file: string
  text: string
}
export declare function pageDataCode(input: {
  route: string
  registries: PageDataOptions['registries']
  navigation: TrackedFile | null
  source: TrackedFile | null
  inline: boolean
}): string
interface LoaderContext {
  getOptions(): PageDataOptions
  resourcePath: string
  addDependency(file: string): void
  addMissingDependency(file: string): void
}
export default function appendPageData(this: LoaderContext, code: string): string
