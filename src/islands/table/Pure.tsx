import type { JSX } from 'preact';
import { Component } from 'preact';

/**
 * Re-renders its part only when one of `deps` changes: while a replay plays, the table redraws
 * every frame and the panels that do not depend on the time stay as they are.
 */
export class Pure extends Component<{ deps: readonly unknown[]; render: () => JSX.Element }> {
  override shouldComponentUpdate(next: { deps: readonly unknown[] }): boolean {
    const prev = this.props.deps;
    return next.deps.length !== prev.length || next.deps.some((d, i) => d !== prev[i]);
  }
  override render() {
    return this.props.render();
  }
}
