import { Component, type ReactNode } from 'react'
import { CONFIG_FILE } from '@/config/navbar-item-types'

function navbarItemFailedMessage(index: number, item: unknown): string {
  return `A navbar item failed to render. Please check navbar.items[${index}] in ${CONFIG_FILE}:\n` + JSON.stringify(item, null, 2)
}

/**
 * Keeps one broken item from taking the whole navbar down, and tells the
 * maintainer which configuration entry to look at. (During the static build
 * errors are not caught, so a broken item fails the build instead.)
 */
export class NavbarItemBoundary extends Component<{ index: number; item: unknown; children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') }
  }
  componentDidCatch(error: unknown) {
    console.error(navbarItemFailedMessage(this.props.index, this.props.item), error)
  }
  render() {
    if (this.state.error === undefined) return this.props.children
    return (
      <span role="alert" className="vnv-navbar-item-error" title={navbarItemFailedMessage(this.props.index, this.props.item)}>
        Navbar item {this.props.index} failed to render: check it in the site configuration.
      </span>
    )
  }
}
