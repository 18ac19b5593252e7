/**
 * The languages code samples are written in (by httpsnippet, rest/shared/snippets.ts).
 * The first three are in every operation page's HTML; the others the request
 * builder writes on demand: one idiomatic client per language, so the list
 * stays short enough to scan.
 */
export interface SampleTarget {
  target: string
  client: string
  /** The code block's language. */
  lang: string
  label: string
}

export const SAMPLE_TARGETS: readonly SampleTarget[] = [
  { target: 'shell', client: 'curl', lang: 'bash', label: 'curl' },
  { target: 'javascript', client: 'fetch', lang: 'javascript', label: 'JavaScript (fetch)' },
  { target: 'python', client: 'requests', lang: 'python', label: 'Python (requests)' }
]

export const MORE_SAMPLE_TARGETS: readonly SampleTarget[] = [
  { target: 'node', client: 'axios', lang: 'javascript', label: 'Node.js (axios)' },
  { target: 'go', client: 'native', lang: 'go', label: 'Go (net/http)' },
  { target: 'java', client: 'nethttp', lang: 'java', label: 'Java (java.net.http)' },
  { target: 'kotlin', client: 'okhttp', lang: 'kotlin', label: 'Kotlin (OkHttp)' },
  { target: 'csharp', client: 'httpclient', lang: 'csharp', label: 'C# (HttpClient)' },
  { target: 'php', client: 'guzzle', lang: 'php', label: 'PHP (Guzzle)' },
  { target: 'ruby', client: 'native', lang: 'ruby', label: 'Ruby (net/http)' },
  { target: 'swift', client: 'urlsession', lang: 'swift', label: 'Swift (URLSession)' },
  { target: 'powershell', client: 'restmethod', lang: 'powershell', label: 'PowerShell (Invoke-RestMethod)' },
  { target: 'shell', client: 'httpie', lang: 'bash', label: 'HTTPie' },
  { target: 'shell', client: 'wget', lang: 'bash', label: 'Wget' },
  { target: 'c', client: 'libcurl', lang: 'c', label: 'C (libcurl)' },
  { target: 'r', client: 'httr', lang: 'r', label: 'R (httr)' }
]
