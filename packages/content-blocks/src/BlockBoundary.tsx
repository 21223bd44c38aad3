import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BlockProblem } from './BlockProblem';

interface BlockBoundaryProps {
  block: unknown;
  preview: boolean;
  onError?: ((error: unknown, block: unknown) => void) | undefined;
  children: ReactNode;
}

interface BlockBoundaryState {
  error: unknown;
}

/**
 * Contains a block that throws while rendering, so one broken block costs its own space and not the page:
 * nothing for shoppers, an explanation for editors.
 */
export class BlockBoundary extends Component<BlockBoundaryProps, BlockBoundaryState> {
  override state: BlockBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): BlockBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError?.(error, this.props.block);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!this.props.preview) return null;
    const message = error instanceof Error ? error.message : String(error);
    return <BlockProblem block={this.props.block} reason={`The block failed to render: ${message}`} />;
  }
}
