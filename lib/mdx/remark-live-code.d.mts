export declare function parseLiveMeta(meta: string | null | undefined): { live: boolean; noInline: boolean }
export declare function remarkLiveCode(): (tree: unknown) => void
