import { Component, type ReactNode } from 'react'
import type { Location } from 'react-router'
import { RouteErrorPage } from '../errors/route_error_page.js'

interface Props {
  /** A new location clears the error: the next page gets its own chance. */
  location: Pick<Location, 'key'>
  children: ReactNode
}

interface State {
  error: unknown
  failedAt?: string
}

/** Shows the route error page (spec section 8) in place of a page that failed to render or load. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === undefined) return { failedAt: props.location.key }
    return state.failedAt === props.location.key ? null : { error: undefined, failedAt: props.location.key }
  }

  render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />
  }
}
