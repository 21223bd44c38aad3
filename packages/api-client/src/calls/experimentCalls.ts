import { fromRequestOptions, type RequestOptions, type Transport } from '../createTransport';
import { path } from '../encodePath';
import { acceptedEventsSchema, type AcceptedEvents } from '../schemas/analyticsSchemas';
import {
  datafileSchema,
  experimentEventListSchema,
  type Datafile,
  type ExperimentEvent,
} from '../schemas/experimentSchemas';

/**
 * One visitor of an experimentation SDK log event: its id (at most 64 characters), attributes and snapshots
 * (decisions and events); other fields pass through.
 *
 * @example
 * const visitor: ExperimentLogVisitor = { visitor_id: 'vuid_1', attributes: [], snapshots: [] };
 */
export interface ExperimentLogVisitor {
  visitor_id: string;
  attributes?: unknown[];
  snapshots?: unknown[];
  [field: string]: unknown;
}

/**
 * The log event the Optimizely JavaScript SDK hands its event dispatcher as `params` (`{ account_id, project_id,
 * revision, client_name, client_version, anonymize_ip, enrich_decisions, visitors }`), 1 to 100 visitors, at most
 * 256 kB as JSON. Passed on as it is.
 *
 * @example
 * const dispatcher = { dispatchEvent: (event) => client.experiments.sendEvents(event.params).then(() => ({ statusCode: 202 })) };
 */
export interface ExperimentLogEvent {
  account_id?: string;
  project_id?: string;
  visitors: ExperimentLogVisitor[];
  [field: string]: unknown;
}

/**
 * The experimentation service of commerce-api, for the Optimizely JavaScript SDK (content-blocks §7
 * "Experimentation library": datafile fetch and event posting). All calls are public: the SDK runs for every
 * visitor, signed in or not.
 *
 * @example
 * const datafile = await client.experiments.getDatafile('switchback-web');
 * const optimizely = createInstance({ projectConfigManager: createStaticProjectConfigManager({ datafile: JSON.stringify(datafile) }) });
 */
export interface ExperimentCalls {
  /** `GET /experiments/v1/datafiles/{sdkKey}.json`: the datafile as a JSON object; an unknown key fails with `4044`. */
  getDatafile(sdkKey: string, options?: RequestOptions): Promise<Datafile>;
  /** `POST /experiments/v1/events`: stores the SDK's log event, one row per visitor; `202 { accepted }`. */
  sendEvents(payload: ExperimentLogEvent, options?: RequestOptions): Promise<AcceptedEvents>;
  /** `GET /experiments/v1/events?visitorId=`: the visitor's stored SDK events, newest first. */
  listEvents(query: { visitorId: string }, options?: RequestOptions): Promise<{ events: ExperimentEvent[] }>;
}

/**
 * Creates the `experiments` area on a transport.
 *
 * @example
 * const experiments = createExperimentCalls(createApiTransport(options));
 */
export function createExperimentCalls(send: Transport): ExperimentCalls {
  const open = { authenticated: false } as const;
  return {
    getDatafile(sdkKey, options) {
      return send({
        call: 'experiments.getDatafile',
        method: 'GET',
        path: path`/experiments/v1/datafiles/${sdkKey}.json`,
        schema: datafileSchema,
        ...open,
        ...fromRequestOptions(options),
      });
    },
    sendEvents(payload, options) {
      return send({
        call: 'experiments.sendEvents',
        method: 'POST',
        path: '/experiments/v1/events',
        body: payload,
        schema: acceptedEventsSchema,
        ...open,
        ...fromRequestOptions(options),
      });
    },
    listEvents(query, options) {
      return send({
        call: 'experiments.listEvents',
        method: 'GET',
        path: '/experiments/v1/events',
        query: { visitorId: query.visitorId },
        schema: experimentEventListSchema,
        ...open,
        ...fromRequestOptions(options),
      });
    },
  };
}
