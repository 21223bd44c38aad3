import * as z from 'zod/mini';

/**
 * An experimentation SDK datafile (Optimizely datafile format, `version: "4"`). Only what identifies it is
 * checked; every other field (flags, experiments, rollouts, attributes, events, …) passes through untouched, so the
 * parsed value can go to the SDK as it is (`createStaticProjectConfigManager({ datafile: JSON.stringify(datafile) })`).
 *
 * @example
 * const datafile = datafileSchema.parse(body);
 */
export const datafileSchema = z.looseObject({
  version: z.string(),
  accountId: z.string(),
  projectId: z.string(),
  revision: z.string(),
});

/**
 * A parsed datafile: the raw JSON object.
 *
 * @example
 * const text = (datafile: Datafile) => JSON.stringify(datafile);
 */
export type Datafile = z.infer<typeof datafileSchema>;

/**
 * One stored visitor of an SDK log-event batch as `GET /experiments/v1/events` answers it: `payload` is the batch
 * envelope (`account_id`, `project_id`, `revision`, `client_name`, …) with this visitor alone in `visitors`.
 *
 * @example
 * const event = experimentEventSchema.parse(body.events[0]);
 */
export const experimentEventSchema = z.looseObject({
  visitorId: z.string(),
  payload: z.record(z.string(), z.unknown()),
  receivedAt: z.string(),
});

/**
 * A parsed stored experiment event.
 *
 * @example
 * const when = (event: ExperimentEvent) => event.receivedAt;
 */
export type ExperimentEvent = z.infer<typeof experimentEventSchema>;

/**
 * The answer of `GET /experiments/v1/events`: a visitor's stored SDK events, newest first.
 *
 * @example
 * const { events } = experimentEventListSchema.parse(body);
 */
export const experimentEventListSchema = z.looseObject({ events: z.array(experimentEventSchema) });
