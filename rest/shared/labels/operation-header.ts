/**
 * The words of the parts of an operation page that act in the browser (rest/components/Operation.tsx),
 * apart from operation.ts, whose parts are static HTML: the page's JavaScript holds only these.
 * Shared with the pages' Markdown twins (rest/generator/markdown).
 */
/** What the header of a webhook says between its name and `webhooks` (both shown as code). */
export const WEBHOOK_NOTE = ': a request the API may send to your server, described by the spec’s '

export const NO_BODY_TYPES = 'No body types.'
