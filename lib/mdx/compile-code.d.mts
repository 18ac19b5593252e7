export function compileCodeHash(root: string): string
