/** Each callout kind's name, shown on the page (theme/mdx/Callout.tsx) and written in its Markdown twin. */
export const CALLOUT_LABELS = { default: 'Note', info: 'Info', warning: 'Warning', error: 'Danger' } as const
