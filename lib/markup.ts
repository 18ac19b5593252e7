/** Site paths in trusted markup (config, build-time HTML) get the base path, like every other link. */
export function withBasePathInMarkup(html: string, basePath: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${basePath}/`)
}
