export declare function parseLiveMeta(meta: string | null | undefined): { live: boolean; noInline: boolean }
export declare function compileProblem(code: string): { message: string; line: number; column: number } | null
export default function remarkLiveCode(): (
  tree: unknown,
  file: { fail(reason: string, place: { line: number; column: number }): never }
) => void
