export default function rehypeTaskListLabels(): (tree: unknown) => void
