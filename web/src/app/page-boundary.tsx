/**
 * The public pages' error boundary, inside the frame: a page chunk that failed to load or a page
 * that threw shows RouteError, and the next navigation (a new `resetKey`) tries again. Not keyed
 * by location: a new boundary would show its fallback at once instead of keeping the previous
 * page on screen while the next one loads.
 */
import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  resetKey: string;
  children: ReactNode;
}

export class PageBoundary extends Component<Props, { error: unknown; failedAt: string | null }> {
  override state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; failedAt: string | null }) {
    if (state.failedAt === null && state.error !== null) return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { error: null, failedAt: null };
    return null;
  }

  override render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
