/**
 * The words of the changelog's badge and feed link (rest/components/ChangedBadge.tsx, ChangesFeedLink.tsx).
 * Shared with the pages' Markdown twins (rest/generator/markdown), so a page and its twin say the
 * same thing in the same words. One module per component, so each page's JavaScript holds only its own.
 */
/** The badge of an operation changed lately, before its day. */
export const changedLabel = (action: 'added' | 'changed') => (action === 'added' ? 'Added on' : 'Changed on')

/** The link to the Atom feed of API changes, and what follows it. */
export const CHANGES_FEED_LABEL = 'Atom feed of API changes'

export const CHANGES_FEED_NOTE = ' (every spec of this reference)'
