import 'global-jsdom/register'
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { pageState } from '../../tests/helpers/page-state'
import { PageProvider } from '../../theme/page-context'
import { PostList } from '../components/PostList'
import type { BlogPageRecord } from '../shared/post-meta'
import { OperationStackDemo } from '../components/OperationStackDemo'
import { renderToString } from 'react-dom/server'

afterEach(cleanup)

const onPage = (route: string, ui: React.ReactElement, blog?: BlogPageRecord) =>
  render(<PageProvider value={pageState(route, { blog })}>{ui}</PageProvider>)

describe('a list of posts', () => {
  it("shows the posts of its page's own record", () => {
    const post = { slug: 'hello', title: 'Hello', date: '2024-06-06', authors: [], tags: [], readingMinutes: 1 }
    onPage('/blog/tags/hello', <PostList tag="hello" />, { list: [{ ...post, excerptHtml: '<p>Hi</p>', hasMore: false }], total: 1 })
    assert.equal(screen.getByRole('heading', { level: 2 }).textContent, 'Hello')
    assert.ok(screen.getByText('1 post.'))
  })

  it('on a page the blog generator wrote no list for, fails naming the route and what to do', () => {
    assert.throws(
      () => onPage('/docs/somewhere', <PostList tag="hello" />),
      /<PostList> shows what blog\/generator writes for its page, and \/docs\/somewhere has none: .*npm run gen:blog/
    )
  })
})

describe('the operation stack demo', () => {
  it('is served with its buttons disabled: a click before the page runs it would be lost', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<OperationStackDemo />)
    const buttons = [...container.querySelectorAll('button')]
    assert.deepEqual(
      buttons.map((button) => button.textContent),
      ['Add node', 'Set node', 'Delete node', 'Undo', 'Commit']
    )
    assert.ok(buttons.every((button) => button.disabled))
  })

  it('enables Add node once running, and the others once there is something to act on', async () => {
    render(<OperationStackDemo />)
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
    await waitFor(() => assert.equal(button('Add node').disabled, false))
    assert.equal(button('Undo').disabled, true)
    fireEvent.click(button('Add node'))
    assert.ok(screen.getByText(/1 pending/))
    assert.equal(button('Undo').disabled, false)
  })
})
