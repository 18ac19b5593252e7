import type { BundledHighlighterOptions, Highlighter } from 'shiki'
export declare function withLazyEmbeds(languages: unknown[]): Promise<unknown[]>
export declare function createOnDemandHighlighter(options: BundledHighlighterOptions<string, string>): Promise<Highlighter>
