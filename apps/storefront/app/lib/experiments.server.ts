import {
  createBatchEventProcessor,
  createInstance,
  createPollingProjectConfigManager,
  type Client,
  type EventDispatcher,
} from '@optimizely/optimizely-sdk';
import type { ExperienceDecision } from '@switchback/personalisation';

/**
 * The experimentation settings of content-blocks §5 and §9, as this shop gives them to the SDK. The SDK applies
 * its own limits beyond these (event queue 10 000, datafile time-out 60 s, back-off on failed polls).
 */
export const EXPERIMENT_SETTINGS = {
  /** Events per batch (§9 default 10). */
  batchSize: 10,
  /** Longest an event waits for its batch, in ms (§9 default 1000). */
  flushInterval: 1000,
  /** Datafile polling, in ms (§9 default 5 minutes). */
  updateInterval: 5 * 60 * 1000,
  /**
   * How long a page waits for the first datafile before drawing its baselines. Decisions never block rendering
   * for longer: a page drawn before the SDK is ready shows the baseline and the next one gets the variant.
   */
  readyWaitMs: 400,
} as const;

/** What the SDK is told about a visitor; values are never undefined (content-blocks §5 attribute rule). */
export type ExperimentAttributes = Record<string, string | number | boolean>;

let shared: { key: string; client: Client; ready: Promise<boolean> } | undefined;

/** Posts the SDK's event batches to commerce-api's collector instead of the vendor's. */
function collectorDispatcher(apiBaseUrl: string): EventDispatcher {
  return {
    async dispatchEvent(event) {
      try {
        const response = await fetch(`${apiBaseUrl}/experiments/v1/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(event.params),
          signal: AbortSignal.timeout(10_000),
        });
        return { statusCode: response.status };
      } catch (error) {
        console.warn('[experiments] could not send events:', error instanceof Error ? error.message : error);
        return { statusCode: 503 };
      }
    },
  };
}

/**
 * The one SDK client of this server process for a commerce-api and project: created on first use, polling the
 * datafile commerce-api serves, batching its impression events to commerce-api.
 */
function experimentClient(apiBaseUrl: string, sdkKey: string): { client: Client; ready: Promise<boolean> } {
  const key = `${apiBaseUrl}|${sdkKey}`;
  if (shared?.key === key) return shared;
  shared?.client.close();
  const client = createInstance({
    projectConfigManager: createPollingProjectConfigManager({
      sdkKey,
      urlTemplate: `${apiBaseUrl}/experiments/v1/datafiles/%s.json`,
      autoUpdate: true,
      updateInterval: EXPERIMENT_SETTINGS.updateInterval,
    }),
    eventProcessor: createBatchEventProcessor({
      eventDispatcher: collectorDispatcher(apiBaseUrl),
      batchSize: EXPERIMENT_SETTINGS.batchSize,
      flushInterval: EXPERIMENT_SETTINGS.flushInterval,
    }),
  });
  const ready = client.onReady().then(
    () => true,
    (error: unknown) => {
      console.warn('[experiments] the datafile could not be loaded:', error instanceof Error ? error.message : error);
      if (shared?.client === client) shared = undefined;
      return false;
    },
  );
  shared = { key, client, ready };
  return shared;
}

function withinWait(ready: Promise<boolean>): Promise<boolean> {
  return Promise.race([
    ready,
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), EXPERIMENT_SETTINGS.readyWaitMs).unref?.()),
  ]);
}

/** Input of {@link decideExperiments}. */
export interface ExperimentRequest {
  apiBaseUrl: string;
  sdkKey: string;
  /** The consented visitor id (`vuid_…`). */
  visitorId: string;
  /**
   * The flags to decide: those of the experience blocks on the page (block `exp_{flag}`, whose `experienceKey` is
   * the flag). A flag the datafile does not have is skipped.
   */
  flags: readonly string[];
  attributes: ExperimentAttributes;
  /** Forced variations by flag key (`p13n_testcontext=exp_{flag}:{variation}`). */
  forced?: Readonly<Record<string, string>> | undefined;
}

/**
 * Decides this shop's experiment flags for a visitor, as experience decisions keyed by flag (the experience
 * block `exp_{flag}`): the `control` variation reads as `Control`, so the block keeps its baseline. Each decision
 * sends the SDK's impression event (batched to commerce-api). Answers no decisions when the datafile is not there
 * within {@link EXPERIMENT_SETTINGS.readyWaitMs}. The caller checks consent first: targeting (C0004) and the
 * personalisation setting.
 *
 * @example
 * const decisions = await decideExperiments({ apiBaseUrl, sdkKey: 'switchback-web', visitorId, flags: ['home-intro-copy'], attributes: { locale: 'en-us', loggedIn: false } });
 * // { 'home-intro-copy': { variantId: 'trail-story', name: 'trail-story' } }
 */
export async function decideExperiments(request: ExperimentRequest): Promise<Record<string, ExperienceDecision>> {
  if (request.flags.length === 0) return {};
  const { client, ready } = experimentClient(request.apiBaseUrl, request.sdkKey);
  if (!(await withinWait(ready))) return {};
  const attributes = Object.fromEntries(Object.entries(request.attributes).filter(([, value]) => value !== undefined));
  const user = client.createUserContext(request.visitorId, attributes);
  if (!user) return {};
  const decisions: Record<string, ExperienceDecision> = {};
  for (const flagKey of new Set(request.flags)) {
    const forced = request.forced?.[`exp_${flagKey}`];
    if (forced) user.setForcedDecision({ flagKey }, { variationKey: forced });
    const decision = user.decide(flagKey);
    if (!decision.variationKey) continue;
    decisions[flagKey] = {
      variantId: decision.variationKey,
      name: decision.variationKey === 'control' ? 'Control' : decision.variationKey,
    };
  }
  return decisions;
}
