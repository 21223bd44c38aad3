// The experimentation datafile the storefront's Optimizely JavaScript SDK (v6) reads: project configuration in the
// SDK's datafile format version 4, built from the constants below so every process and every fresh database serves
// the same file (no table: editors do not change it at run time; a change is a code change with a new revision).
//
// Layout of a version 4 datafile, as far as this project uses it:
// - `attributes`: the user attributes the SDK may send with decisions and events ({ id, key }; the datafile carries no
//   type, the types the storefront passes are in `ExperimentAttributes`).
// - `audiences` / `typedAudiences`: none; the experiment is for everyone.
// - `events`: the conversion events `track()` may send ({ id, key, experimentIds }).
// - `experiments`: A/B tests. Each has `variations` ({ id, key, featureEnabled, variables }) and a
//   `trafficAllocation` list of { entityId: variation id, endOfRange } over the bucketing space of 10000: a visitor
//   hashes (murmurhash of visitor id + experiment id) into 0-9999 and gets the first entry whose endOfRange is above it.
// - `featureFlags`: a flag ({ id, key, experimentIds, rolloutId, variables }) is what `decide(flagKey)` evaluates:
//   first the flag's experiments in order, then the rules of its rollout.
// - `rollouts`: delivery rules; a flag's rollout must end with the "everyone else" rule (key `default-rollout-…`),
//   here serving the `off` variation to whoever the experiment did not bucket (nobody, at 100% traffic).
// - `groups`: mutually exclusive experiment groups; none.

/** The SDK key the storefront asks for (`/experiments/v1/datafiles/switchback-web.json`). */
export const SWITCHBACK_WEB_SDK_KEY = 'switchback-web';

/** The flag of the home page intro copy test; `decide(HOME_INTRO_FLAG)` answers one of `HOME_INTRO_VARIATIONS`. */
export const HOME_INTRO_FLAG = 'home-intro-copy';
export const HOME_INTRO_VARIATIONS = ['control', 'trail-story'] as const;

/** Conversion event keys the datafile declares, for `userContext.trackEvent(key)`. */
export const CONVERSION_EVENTS = ['add_to_cart', 'purchase'] as const;

/** Attributes the storefront passes to `createUserContext(visitorId, attributes)`. */
export interface ExperimentAttributes {
  loyaltyMember?: boolean;
  locale?: string;
  loggedIn?: boolean;
}

/**
 * When the datafile last changed: its `Last-Modified`, the same on every process and database so an SDK's
 * `If-Modified-Since` gets a 304 wherever its poll lands. Bump it, and `DATAFILE_REVISION`, with any change below.
 */
export const DATAFILE_UPDATED_AT = new Date('2026-11-25T09:00:00Z');
export const DATAFILE_REVISION = '1';

// Ids are strings of digits in real datafiles; fixed here so event payloads stay comparable across restarts.
const ACCOUNT_ID = '21468570738';
const PROJECT_ID = '21468570739';
const ids = {
  attributes: { loyaltyMember: '30000000001', locale: '30000000002', loggedIn: '30000000003' },
  events: { add_to_cart: '31000000001', purchase: '31000000002' },
  flag: '32000000001',
  experiment: '33000000001',
  experimentLayer: '33000000002',
  variations: { control: '34000000001', 'trail-story': '34000000002' },
  rollout: '35000000001',
  everyoneElse: 'default-rollout-32000000001-21468570739',
  everyoneElseLayer: 'default-layer-32000000001-21468570739',
  off: '34000000003',
} as const;

/** The bucketing space of the SDK: traffic allocation ranges end at most here. */
export const BUCKETING_SPACE = 10_000;

/**
 * Builds the datafile for an SDK key, or `undefined` for a key this API does not serve.
 * @example
 * const datafile = buildDatafile('switchback-web');
 * createInstance({ projectConfigManager: createStaticProjectConfigManager({ datafile: JSON.stringify(datafile) }) });
 */
export function buildDatafile(sdkKey: string): Record<string, unknown> | undefined {
  if (sdkKey !== SWITCHBACK_WEB_SDK_KEY) return undefined;
  const experimentKey = 'home_intro_copy_test';
  return {
    version: '4',
    accountId: ACCOUNT_ID,
    projectId: PROJECT_ID,
    revision: DATAFILE_REVISION,
    sdkKey,
    environmentKey: 'production',
    anonymizeIP: true,
    botFiltering: false,
    // Decisions of rollouts are sent too, so analysts see every decide() call, not only experiment ones.
    sendFlagDecisions: true,
    attributes: Object.entries(ids.attributes).map(([key, id]) => ({ id, key })),
    audiences: [],
    typedAudiences: [],
    events: CONVERSION_EVENTS.map((key) => ({ id: ids.events[key], key, experimentIds: [ids.experiment] })),
    experiments: [
      {
        id: ids.experiment,
        key: experimentKey,
        status: 'Running',
        layerId: ids.experimentLayer,
        audienceIds: [],
        audienceConditions: [],
        forcedVariations: {},
        variations: HOME_INTRO_VARIATIONS.map((key) => ({
          id: ids.variations[key],
          key,
          featureEnabled: true,
          variables: [],
        })),
        // 50/50: 0-4999 control, 5000-9999 trail-story.
        trafficAllocation: [
          { entityId: ids.variations.control, endOfRange: BUCKETING_SPACE / 2 },
          { entityId: ids.variations['trail-story'], endOfRange: BUCKETING_SPACE },
        ],
      },
    ],
    groups: [],
    featureFlags: [
      { id: ids.flag, key: HOME_INTRO_FLAG, rolloutId: ids.rollout, experimentIds: [ids.experiment], variables: [] },
    ],
    rollouts: [
      {
        id: ids.rollout,
        experiments: [
          {
            id: ids.everyoneElse,
            key: ids.everyoneElse,
            status: 'Running',
            layerId: ids.everyoneElseLayer,
            audienceIds: [],
            audienceConditions: [],
            forcedVariations: {},
            variations: [{ id: ids.off, key: 'off', featureEnabled: false, variables: [] }],
            trafficAllocation: [{ entityId: ids.off, endOfRange: BUCKETING_SPACE }],
          },
        ],
      },
    ],
    integrations: [],
  };
}
