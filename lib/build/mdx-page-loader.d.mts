export declare function pageModule(page: { compiled: string; route: string; definePage: string }): string
export default function compileMdxPage(
  this: {
    getOptions(): { nextra: Record<string, unknown>; pagesDir: string; definePage: string; inWorker?: boolean }
    resourcePath: string
    _module?: { buildInfo: Record<string, unknown> }
  },
  source: string
): Promise<string>
