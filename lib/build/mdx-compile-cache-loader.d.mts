interface LoaderContext {
  getOptions(): { dir: string; kind: string }
  resource: string
  resourcePath: string
  data: Record<string, unknown>
  addDependency(file: string): void
  _module?: { buildInfo: Record<string, unknown> }
}
export declare function pitch(this: LoaderContext): Promise<string | undefined>
export default function storeCompiledMdx(this: LoaderContext, code: string): Promise<string>
