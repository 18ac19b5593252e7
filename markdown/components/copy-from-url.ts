/**
 * Copies the text at a URL to the clipboard. Loaded on the first "Copy page" click.
 * Safari only lets a click write to the clipboard in the click's own task: it gets a ClipboardItem
 * whose text is still being fetched; other browsers take the text once it has arrived.
 */
export async function copyFromUrl(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    return response.text()
  })
  if (typeof ClipboardItem !== 'undefined' && /^((?!chrome|android).)*safari/i.test(navigator.userAgent)) {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })])
    return
  }
  await navigator.clipboard.writeText(await text)
}
