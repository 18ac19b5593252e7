// Runs before Prism's core is evaluated (see highlight.ts): without `manual`, Prism
// highlights every `language-*` code block of the page by itself once it loads.
const scope = globalThis as { Prism?: { manual?: boolean } }
scope.Prism = { ...scope.Prism, manual: true }

export {}
