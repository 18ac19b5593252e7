export declare function parseLiveMeta(meta: string | null | undefined): { live: boolean; noInline: boolean }
export default function remarkLiveCode(): (tree: unknown) => void
