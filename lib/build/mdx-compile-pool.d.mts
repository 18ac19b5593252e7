export declare function createPool(
  workerFile?: URL | string,
  options?: { threads?: number; idleMs?: number }
): {
  compile(source: string, options: Record<string, unknown>): Promise<Record<string, unknown>>
  readonly threads: number
}
export declare function compileMdxInWorker(source: string, options: Record<string, unknown>): Promise<Record<string, unknown>>
