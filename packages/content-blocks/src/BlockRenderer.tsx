import type { ExperienceDecision, ShopperContext } from '@switchback/personalisation';
import { BlockProblem } from './BlockProblem';
import { BlockContextProvider } from './BlockContext';
import { promotionTrackingOf, type BlockEventHandler } from './blockEvents';
import { blockRegistry, type BlockRegistry } from './blockRegistry';
import { parseBlock, type Block, type ParsedBlock } from './parseBlock';
import type { BlockServices } from './blockServices';
import type { BlockLocation } from './resolveBlockHref';
import { hasModalLink, StaticBlock } from './StaticBlock';
import { BlockSlot } from './BlockSlot';

/** Props of {@link BlockRenderer}. */
export interface BlockRendererProps {
  /** The page's blocks as the CMS sent them, in order. */
  blocks: readonly Block[] | null | undefined;
  /**
   * Preview mode for editors: a block that cannot be drawn (unknown type, fields that fail its schema, an
   * error while rendering) shows an explanation in its place. Shoppers get nothing there instead.
   */
  preview?: boolean | undefined;
  /** Block types to draw with. Default: every block of this package. */
  registry?: BlockRegistry | undefined;
  /**
   * Told about every block that was not drawn, in both modes, so the app can log it: shoppers do not see
   * these problems, and the team should. It is called while rendering (so also during server rendering)
   * and again on each re-render of the page.
   */
  onBlockProblem?: ((problem: BlockProblemReport) => void) | undefined;
  /**
   * Analytics: told once when a drawn block is half on screen (`promotionImpression`) and on every link
   * followed inside it (`promotionClick`), with the block's `promotionTracking` fields. Without it the blocks
   * are drawn with no wrapper and no observer. Pass it on the server too, so the markup hydrates unchanged.
   */
  onBlockEvent?: BlockEventHandler | undefined;
  /**
   * The current path and query from the app's router, on the server and in the browser: `?…#modal…` links
   * merge into it and the CTA collection highlights the button of the current page. Re-render with the new
   * location on navigation (any router: React Router's `useLocation()` fits as is).
   */
  location?: BlockLocation | undefined;
  /** Opens the in-page modal a `#modal…` link names; without it such links only set the URL hash. */
  onOpenModal?: ((modalId: string) => void) | undefined;
  /** The shopper's login, loyalty, employee, programme and cart state, for segmentation blocks. */
  shopper?: ShopperContext | undefined;
  /** The `p13n_testcontext` query value: a segmentation block shows that segment when it has it. */
  testOverride?: string | undefined;
  /** Calls, account and flags of the interactive blocks (newsletter, event sign-up, article grid, popup). */
  services?: BlockServices | undefined;
  /**
   * Experience decisions the app made on the server, keyed by `experienceKey(experienceId)`: experience blocks
   * draw the decided variant in the server HTML. Without one, an experience block reads the page global.
   */
  experienceDecisions?: Readonly<Record<string, ExperienceDecision>> | undefined;
}

/** A block that was not drawn, and why. */
export interface BlockProblemReport {
  block: unknown;
  index: number;
  kind: 'unknown-type' | 'invalid' | 'render-error';
  reason: string;
  problems: string[];
}

/**
 * Draws a page's CMS blocks through the block registry. It never fails the page: a block with an unknown
 * type, with fields that fail its schema, or that throws while rendering is left out for shoppers and
 * explained in preview mode. Each block sits in its own Suspense boundary, so on the server a throwing block
 * falls back to the client instead of failing the whole response.
 *
 * Hydration is selective: every block is drawn on the server, but a block type the registry marks
 * `hydration: 'static'` (banner, hero, picture, rich text, cards, spacer…) keeps its server markup in the
 * browser without being rendered again (`StaticBlock`), while interactive blocks (menus, promo bar, popup, forms,
 * article grid, carousels, video, accordions, dialogs) hydrate as usual — also a static block inside them.
 *
 * @example
 * export default function Home({ loaderData }: Route.ComponentProps) {
 *   return <BlockRenderer blocks={loaderData.page.blocks} preview={loaderData.preview} />;
 * }
 */
export function BlockRenderer(props: BlockRendererProps) {
  const {
    blocks,
    preview = false,
    registry = blockRegistry,
    onBlockProblem,
    onBlockEvent,
    location,
    onOpenModal,
    shopper,
    testOverride,
    services,
    experienceDecisions,
  } = props;
  if (!blocks || blocks.length === 0) return null;
  const renderBlocks = (nested: readonly unknown[]) => <BlockRenderer {...props} blocks={nested as Block[]} />;
  const parsedBlocks = blocks.map((block) => parseBlock(block, registry));
  // The first block that is drawn holds the page's likely largest image, whatever was skipped before it.
  const priorityIndex = parsedBlocks.findIndex((parsed) => parsed.status === 'ok');
  return (
    <BlockContextProvider
      location={location}
      onOpenModal={onOpenModal}
      shopper={shopper}
      testOverride={testOverride}
      experienceDecisions={experienceDecisions}
      services={services}
      renderBlocks={renderBlocks}
    >
      {blocks.map((block, index) => {
        const parsed = parsedBlocks[index]!;
        const key = `${index}:${typeof block?.id === 'string' ? block.id : ''}`;
        if (parsed.status !== 'ok') {
          onBlockProblem?.(reportOf(block, index, parsed));
          return preview ? (
            <BlockProblem
              key={key}
              block={block}
              reason={parsed.reason}
              problems={parsed.status === 'invalid' ? parsed.problems : undefined}
            />
          ) : null;
        }
        const { component: Component } = parsed.definition;
        const drawn = <Component {...parsed.props} priority={index === priorityIndex} preview={preview} />;
        // A static block keeps its server markup in the browser (inside the tracking wrapper, which must hydrate).
        const content =
          parsed.definition.hydration === 'static' && !hasModalLink(block) ? <StaticBlock>{drawn}</StaticBlock> : drawn;
        return (
          <BlockSlot
            key={key}
            block={block}
            index={index}
            blockId={String(parsed.props.id)}
            type={parsed.type}
            container={parsed.definition.container}
            promotion={promotionTrackingOf(block)}
            preview={preview}
            onBlockProblem={onBlockProblem}
            onBlockEvent={onBlockEvent}
          >
            {content}
          </BlockSlot>
        );
      })}
    </BlockContextProvider>
  );
}

function reportOf(block: unknown, index: number, parsed: Exclude<ParsedBlock, { status: 'ok' }>): BlockProblemReport {
  return {
    block,
    index,
    kind: parsed.status,
    reason: parsed.reason,
    problems: parsed.status === 'invalid' ? parsed.problems : [],
  };
}
