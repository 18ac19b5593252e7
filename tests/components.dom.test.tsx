import 'global-jsdom/register'
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { CrashBoundary, errorChain } from '../theme/chrome/CrashBoundary'
import { createRequiredContext } from '../theme/hooks/required-context'
import { textOf } from '../theme/mdx/Heading'
import { tocEntries } from '../theme/page/Toc'
import { LoadingState } from '../theme/chrome/Loader'
import { lazyPart } from '../theme/chrome/lazy-part'
import { pageState } from './helpers/page-state'
import { PageProvider } from '../theme/page-context'
import { NavbarItemBoundary } from '../theme/navbar/NavbarItemBoundary'
import { DocItem } from '../theme/navbar/items/DocItem'
import { DocsVersionItem } from '../theme/navbar/items/DocsVersionItem'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import { announcementBarInitScript, readDismissed } from '../theme/chrome/AnnouncementBar'
import { STORAGE_KEYS } from '../config/constants'
import { withBasePathInMarkup } from '../lib/markup'
import { pageStaticProps } from '../theme/page/static-props'
import { Breadcrumb } from '../theme/page/Breadcrumb'
import { Code } from '../theme/mdx/Pre'

afterEach(cleanup)

// React logs caught render errors; keep the test output readable.
const quietly = async (fn: () => void | Promise<void>) => {
  const original = console.error
  console.error = () => {}
  try {
    await fn()
  } finally {
    console.error = original
  }
}

let shouldThrow = true
function Fragile() {
  if (shouldThrow) throw new Error('Cannot read the project', { cause: new Error('session expired', { cause: 'token refused' }) })
  return <p>Project loaded</p>
}

describe("a page's props (theme/page/static-props.ts)", () => {
  const compiled = {
    route: '/blog/hello',
    title: 'Hello',
    frontMatter: { title: 'Hello', tags: ['news'] },
    toc: [{ depth: 2, value: 'First', id: 'first' }]
  }
  const note = { '//': 'generated — do not edit' }
  const propsOf = async (records: Parameters<typeof pageStaticProps>[1]) => {
    const result = await pageStaticProps(compiled, records)({})
    assert.ok('props' in result)
    return result.props.page
  }

  it("are what the compile found in the file and the route's records, without the generators' notes", async () => {
    const { navigation } = pageState('/blog/hello')
    const blog = { list: [], total: 0 }
    const page = await propsOf({
      navigation: { ...note, ...navigation },
      source: { ...note, file: 'pages/blog/hello.mdx', lastUpdated: null },
      blog: { ...note, ...blog }
    })
    assert.deepEqual(page, { ...compiled, navigation, source: { file: 'pages/blog/hello.mdx', lastUpdated: null }, blog })
  })

  it('hold no blog record where the route has none', async () => {
    const { navigation, source } = pageState('/docs/a')
    assert.equal('blog' in (await propsOf({ navigation, source })), false)
  })

  it("hold the page's static blocks as HTML, rendered at build time with the site's components", async () => {
    const { navigation, source } = pageState('/docs/a')
    const staticContent = () => [['A path: ', <Code key="c">{'/sessions/{id}/project'}</Code>], <li key="l">one</li>]
    const result = await pageStaticProps(compiled, { navigation, source }, staticContent)({})
    assert.ok('props' in result)
    assert.deepEqual(result.props.page.html, [
      'A path: <code class="vnv-code" dir="ltr">/<wbr/>sessions/<wbr/>{id}/<wbr/>project</code>',
      '<li>one</li>'
    ])
  })
})

describe('breadcrumb', () => {
  it('links each level to its first page, except a level whose first page is the one being read', () => {
    render(
      <Breadcrumb
        items={[
          { title: 'Tutorial', route: '/docs/Tutorial/quick-start' },
          { title: 'Guides', route: '/docs/Tutorial/Guides/certificats' },
          { title: 'Certificates', route: '/docs/Tutorial/Guides/certificats' }
        ]}
      />
    )
    assert.deepEqual(
      screen.getAllByRole('link').map((link) => link.textContent),
      ['Tutorial']
    )
    assert.equal(screen.getByText('Guides').tagName, 'LI')
  })
})

describe('crash boundary', () => {
  it('shows the crash screen with message and causes, and titles the page "Page Error"', async () => {
    shouldThrow = true
    document.title = 'Intro | VnV Tools'
    await quietly(() => {
      render(
        <CrashBoundary>
          <Fragile />
        </CrashBoundary>
      )
    })
    assert.equal(document.title, 'Page Error')
    assert.ok(screen.getByRole('heading', { name: 'This page crashed.' }))
    assert.ok(screen.getByText('Cannot read the project'))
    assert.ok(screen.getByText('Cause: session expired'))
    assert.ok(screen.getByText('Cause: token refused'))
    assert.ok(screen.getByRole('button', { name: 'Try again' }))
  })

  it('renders the page normally again after "Try again"', async () => {
    shouldThrow = true
    await quietly(() => {
      render(
        <CrashBoundary>
          <Fragile />
        </CrashBoundary>
      )
    })
    shouldThrow = false
    document.title = 'Page Error'
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    assert.ok(screen.getByText('Project loaded'))
    assert.equal(screen.queryByText('This page crashed.'), null)
  })

  it('follows the cause chain without looping forever', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    a.cause = a
    assert.equal(errorChain(a).length, 10)
    assert.deepEqual(errorChain('plain'), ['plain'])
  })
})

describe('context hooks', () => {
  it('throw an error naming the provider when used outside it', async () => {
    const [Provider, useThing] = createRequiredContext<number>('ThingProvider', 'useThing')
    function Reader() {
      return <span>{useThing()}</span>
    }
    await quietly(() => {
      assert.throws(() => render(<Reader />), {
        message: 'useThing() was called outside <ThingProvider>. Render this component inside <ThingProvider>.'
      })
    })
    render(
      <Provider value={7}>
        <Reader />
      </Provider>
    )
    assert.ok(screen.getByText('7'))
  })
})

describe('navbar item boundary', () => {
  it('asks the maintainer to check the failing item and keeps the rest of the navbar', async () => {
    function Broken(): JSX.Element {
      throw new Error('boom')
    }
    await quietly(() => {
      render(
        <nav>
          <NavbarItemBoundary index={3} item={{ type: 'doc', docId: '/docs/x', label: 'X' }}>
            <Broken />
          </NavbarItemBoundary>
          <a href="/blog">Blog</a>
        </nav>
      )
    })
    const alert = screen.getByRole('alert')
    assert.match(alert.textContent ?? '', /Navbar item 3 failed to render: check it in the site configuration/)
    assert.match(alert.getAttribute('title') ?? '', /Please check navbar\.items\[3\] in config\/site\.ts/)
    assert.ok(screen.getByText('Blog'))
  })
})

describe('lazy loading states', () => {
  it('shows nothing before the delay, then a spinner', () => {
    const { container, rerender } = render(<LoadingState pastDelay={false} />)
    assert.equal(container.innerHTML, '')
    rerender(<LoadingState pastDelay />)
    assert.ok(screen.getByRole('status'))
  })

  it('shows an error with a Retry button that reloads the page', () => {
    let reloaded = false
    render(<LoadingState error={new Error('chunk failed')} reload={() => (reloaded = true)} />)
    assert.match(screen.getByRole('alert').textContent ?? '', /failed to load/)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    assert.equal(reloaded, true)
  })

  it('a lazy part shows its component once its code arrives', async () => {
    const Greeting = lazyPart(
      async () =>
        function Greeting({ name }: { name: string }) {
          return <p>Hello {name}</p>
        }
    )
    render(<Greeting name="reader" />)
    assert.equal((await screen.findByText('Hello reader')).tagName, 'P')
  })

  it('a lazy part whose code fails to download shows the error with Retry, and nothing around it breaks', async () => {
    const Broken = lazyPart<object>(() => Promise.reject(new Error('ChunkLoadError')))
    render(
      <div>
        <h1>Title</h1>
        <Broken />
      </div>
    )
    assert.match((await screen.findByRole('alert')).textContent ?? '', /failed to load/)
    assert.ok(screen.getByRole('button', { name: 'Retry' }))
    assert.ok(screen.getByRole('heading', { name: 'Title' }))
  })
  it("a lazy part's own rendering error is no download failure: it reaches the page's crash boundary", async () => {
    const Faulty = lazyPart(
      async () =>
        function Faulty(): React.ReactElement {
          throw new Error('a bug in the part')
        }
    )
    render(
      <CrashBoundary>
        <Faulty />
      </CrashBoundary>
    )
    assert.match((await screen.findByRole('alert')).textContent ?? '', /This page crashed\..*a bug in the part/)
    assert.equal(screen.queryByRole('button', { name: 'Retry' }), null)
  })
})

describe('headings and table of contents', () => {
  it('label anchors with the plain heading text', () => {
    assert.equal(textOf(['Install ', <code key="c">npm</code>, ' packages']), 'Install npm packages')
  })
  it('keep h2 and h3 only', () => {
    const entries = tocEntries([{ depth: 2 }, { depth: 3 }, { depth: 4 }, { depth: 5 }, { depth: 1 }])
    assert.deepEqual(
      entries.map((e) => e.depth),
      [2, 3]
    )
  })
})

describe('the announcement bar’s inline script', () => {
  it('keeps a configured id that holds </script> or <!-- inside the script, as data', () => {
    const id = '</script><script>window.injected=1</script><!--'
    const script = announcementBarInitScript(id)
    assert.doesNotMatch(script, /<\/script|<!--/i)
    window.localStorage.clear()
    window.localStorage.setItem(STORAGE_KEYS.announcementId, id)
    window.localStorage.setItem(STORAGE_KEYS.announcementDismissed, 'true')
    new Function(script)()
    assert.equal(document.documentElement.getAttribute('data-announcement-bar-dismissed'), 'true')
    document.documentElement.removeAttribute('data-announcement-bar-dismissed')
    window.localStorage.clear()
  })
})

describe('announcement bar storage', () => {
  it('uses two keys: the dismissal flag and the bar id; a new id shows the bar again', () => {
    const storage = window.localStorage
    storage.clear()
    assert.equal(readDismissed(storage, 'one'), false)
    assert.equal(storage.getItem('vnv.announcement.id'), 'one')
    storage.setItem('vnv.announcement.dismiss', 'true')
    assert.equal(readDismissed(storage, 'one'), true)
    assert.equal(readDismissed(storage, 'two'), false)
    assert.equal(storage.getItem('vnv.announcement.dismiss'), null)
  })
  it('adds the base path to site links in its markup', () => {
    assert.equal(
      withBasePathInMarkup('<a href="/docs/">x</a> <a href="https://a.example">y</a>', '/b'),
      '<a href="/b/docs/">x</a> <a href="https://a.example">y</a>'
    )
  })
})

describe('navbar item types', () => {
  // The live navbar (config/site.ts) uses seven of the nine types, each covered
  // by the e2e tests; the other two render here, inside a mocked Next router.
  // (NAVBAR_ITEM_COMPONENTS is typed by the schema's type list, so no type can lack one.)
  const withRouter = (asPath: string, ui: React.ReactElement) => {
    const router = {
      asPath,
      pathname: '/[[...slug]]',
      route: asPath,
      query: {},
      basePath: '',
      locale: undefined,
      isReady: true,
      events: { on() {}, off() {}, emit() {} },
      prefetch: async () => {},
      push: async () => true,
      replace: async () => true
    }
    const route = asPath.length > 1 ? asPath.replace(/\/$/, '') : asPath
    const page = pageState(route)
    return render(
      <RouterContext.Provider value={router as never}>
        <PageProvider value={page}>{ui}</PageProvider>
      </RouterContext.Provider>
    )
  }

  it('a doc item links to its doc and is active on it', () => {
    withRouter(
      '/docs/CONTRIBUTING/',
      <DocItem mobile={false} item={{ type: 'doc', docId: '/docs/CONTRIBUTING', label: 'Contribute', position: 'left' }} />
    )
    const link = screen.getByRole('link', { name: 'Contribute' })
    assert.equal(link.getAttribute('href'), '/docs/CONTRIBUTING/')
    assert.equal(link.getAttribute('aria-current'), 'page')
  })

  it('a doc item is active on the pages below its doc too, but marks only its own as the current page', () => {
    withRouter(
      '/docs/CONTRIBUTING/style/',
      <DocItem mobile={false} item={{ type: 'doc', docId: '/docs/CONTRIBUTING', label: 'Contribute', position: 'left' }} />
    )
    const link = screen.getByRole('link', { name: 'Contribute' })
    assert.match(link.className, /vnv-navlink--active/)
    assert.equal(link.getAttribute('aria-current'), 'true')
  })

  it('a docs version item shows the current version label and links to its docs home', () => {
    withRouter('/blog/', <DocsVersionItem mobile={false} item={{ type: 'docsVersion', position: 'left' }} />)
    const link = screen.getByRole('link', { name: 'Next' })
    assert.equal(link.getAttribute('href'), '/docs/')
    assert.equal(link.getAttribute('aria-current'), null)
  })
})
