import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  EXPERIENCE_RECALCULATE_EVENT,
  experienceKey,
  readExperienceDecision,
  selectExperienceVariant,
  type ExperienceDecision,
} from '@switchback/personalisation';
import { useBlockContext } from './BlockContext';
import type { ExperienceBlock } from './experienceBlockSchema';

/** Props of {@link Experience}. */
export type ExperienceProps = Omit<ExperienceBlock, 'type' | 'baselines' | 'variants'> & {
  type?: ExperienceBlock['type'] | undefined;
  baselines?: ExperienceBlock['baselines'] | undefined;
  variants?: ExperienceBlock['variants'] | undefined;
  /** Overrides the block context's `p13n_testcontext` value. */
  testOverride?: string | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EXPERIENCE_RECALCULATE_EVENT, onChange);
  return () => window.removeEventListener(EXPERIENCE_RECALCULATE_EVENT, onChange);
}

/**
 * The decision for an experience from the page global, re-read on the recalculate event. A string snapshot
 * keeps React's store stable; the server (and the hydrating render) see no decision.
 */
function useExperienceDecision(experienceId: string): ExperienceDecision | undefined {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => {
      const decision = readExperienceDecision(experienceId);
      return decision ? JSON.stringify([decision.variantId ?? null, decision.name ?? null]) : '';
    },
    () => '',
  );
  if (!snapshot) return undefined;
  const [variantId, name] = JSON.parse(snapshot) as [string | null, string | null];
  return { variantId, name };
}

/**
 * An experience (content-blocks §4, §7): the baseline shows until a personalisation variant is decided; a
 * non-baseline variant (not `Control`) then replaces it. The decision comes from the block context's
 * `experienceDecisions` (decided by the app on the server, so the variant is in the server HTML), else from the page global the
 * provider's script fills (`window.__sbExperienceDecisions`, keyed by the last segment of the experience id
 * after an underscore) and is re-read on the `sb:experiences-recalculated` window event. A test-context override (`p13n_testcontext`, a variant id or name) forces a
 * variant. Targets are drawn by the surrounding `BlockRenderer`. When a variant shows, `services.onEvent`
 * hears `experienceShown` once per variant.
 *
 * @example
 * <BlockRenderer blocks={[{ id: 'exp', type: 'experience', experienceId: 'home_hero_exp-4411', baselines, variants }]} />
 */
export function Experience({
  id,
  experienceId,
  baselines = [],
  variants = [],
  trackingEvent,
  testOverride,
  preview = false,
}: ExperienceProps) {
  const context = useBlockContext();
  const published = useExperienceDecision(experienceId);
  const decision = context.experienceDecisions?.[experienceKey(experienceId)] ?? published;
  const choice = selectExperienceVariant(variants, decision, testOverride ?? context.testOverride);
  const targets = choice.source === 'baseline' ? (baselines[0]?.targets ?? []) : choice.variant.targets;
  const shownVariant =
    choice.source === 'baseline' ? undefined : (choice.variant.variantId ?? choice.variant.name ?? '');
  const reported = useRef<string | undefined>(undefined);
  const onEvent = context.services?.onEvent;

  useEffect(() => {
    if (shownVariant === undefined || reported.current === shownVariant || choice.source === 'baseline') return;
    reported.current = shownVariant;
    onEvent?.({
      kind: 'experienceShown',
      blockId: id,
      experienceId,
      variantId: choice.variant.variantId,
      name: choice.variant.name,
      trackingEvent,
    });
  });

  if (targets.length === 0 || !context.renderBlocks) {
    return preview ? (
      <p className="sb-block-note" role="note">
        {context.renderBlocks
          ? 'This experience shows nothing yet: it has no baseline content.'
          : 'An experience block draws its content through BlockRenderer.'}
      </p>
    ) : null;
  }
  return (
    <div className="sb-experience" data-experience={experienceId} data-variant={shownVariant ?? 'baseline'}>
      {context.renderBlocks(targets)}
    </div>
  );
}
