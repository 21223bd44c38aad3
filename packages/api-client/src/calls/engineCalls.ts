import { fromRequestOptions, type RequestOptions, type Transport } from '../createTransport';
import { path } from '../encodePath';
import { decisionSchema, type Decision } from '../schemas/decisionSchema';

/**
 * A context event of the decision engine (page view, decision request, screen size, language, user agent,
 * referrer, coordinates, search view, product detail view, cart, purchase, thumbnail view, custom variables),
 * named by `eventType`; the event's own fields follow the engine's names.
 *
 * @example
 * const events: EngineEvent[] = [{ eventType: 'monetate:decision:DecisionRequest', requestId: 'r1' }];
 */
export interface EngineEvent {
  eventType: string;
  [field: string]: unknown;
}

/**
 * Body of `POST /api/engine/v1/decide/{brand}`: customerId, channel and context events.
 *
 * @example
 * const body: DecideRequest = { channel: 'sb-us/web', customerId: 'C100000001', events };
 */
export interface DecideRequest {
  channel: string;
  customerId?: string;
  monetateId?: string;
  events: EngineEvent[];
}

/**
 * Decision engine calls (spec §7 "Decision engine"). Public: browsers call the engine directly.
 *
 * @example
 * const decision = await client.engine.decide('switchback', { channel: 'sb-us/web', events });
 */
export interface EngineCalls {
  /** `POST /api/engine/v1/decide/{brand}`. */
  decide(brand: string, body: DecideRequest, options?: RequestOptions): Promise<Decision>;
}

/**
 * Creates the `engine` area on a transport.
 *
 * @example
 * const engine = createEngineCalls(createApiTransport(options));
 */
export function createEngineCalls(send: Transport): EngineCalls {
  return {
    decide(brand, body, options) {
      return send({
        call: 'engine.decide',
        method: 'POST',
        path: path`/api/engine/v1/decide/${brand}`,
        body,
        schema: decisionSchema,
        authenticated: false,
        ...fromRequestOptions(options),
      });
    },
  };
}
