import type matter from 'gray-matter'

export const GENERATED_FRONT_MATTER: RegExp
export function readMatter(source: string): matter.GrayMatterFile<string>
export function frontMatterOf(source: string, file: string): Record<string, unknown>
export function yamlProblem(file: string, error: unknown, what?: string): string
export function yamlReason(error: unknown): string
