export const isDiagramBlock: (node: { type: string; lang?: string | null }) => boolean
export default function remarkDiagrams(): (tree: unknown) => void
