export const GENERATED_FRONT_MATTER: RegExp
export function frontMatterOf(source: string, file: string): Record<string, unknown>
