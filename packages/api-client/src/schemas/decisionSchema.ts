import * as z from 'zod/mini';
import { maybe, maybeList, maybeString } from './fields';

/**
 * The answer of `POST /api/engine/v1/decide/{brand}`: per decision request, the actions of the experiences that
 * target the visitor; `meta.monetateId` is the visitor id to send next time.
 *
 * @example
 * const actions = decisionSchema.parse(body).data.responses[0]?.actions;
 */
export const decisionSchema = z.looseObject({
  meta: maybe(z.looseObject({ monetateId: maybeString })),
  data: z.looseObject({
    responses: z.array(z.looseObject({ requestId: z.string(), actions: maybeList(z.looseObject({})) })),
  }),
});

/**
 * A parsed decision.
 *
 * @example
 * const visitor = (d: Decision) => d.meta?.monetateId;
 */
export type Decision = z.infer<typeof decisionSchema>;
