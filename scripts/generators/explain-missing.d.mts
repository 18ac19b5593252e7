/** The one-line message when `error` is a missing generated file (an import or a read), else undefined. */
export function missingInputMessage(error: unknown): string | undefined
