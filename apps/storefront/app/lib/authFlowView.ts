import type { ShopperContext } from '@switchback/personalisation';
import { defaultErrorCatalogue, errorCatalogueFor } from '@switchback/api-client';
import type { SignInFlowState, SignInFlowStep, SpendBanner } from '@switchback/auth';

/**
 * The part of the sign-in flow's state the browser sees (no facts about the account beyond the step): the step,
 * the e-mail in use, the errors by field and at the top, the warnings, and the values to put back into a form.
 *
 * @example
 * const view: FlowView = toFlowView(startSignInFlow(), {});
 */
export interface FlowView {
  step: SignInFlowStep;
  email: string;
  fieldErrors: Record<string, string>;
  topErrors: Array<{ errorId: string; message: string }>;
  lastAttempt: boolean;
  locked: boolean;
  requireBirthDate: boolean;
  simplified: boolean;
  /** The flow was opened to join the loyalty programme (`?loyalty=1`): sign-up asks for the programme's terms. */
  loyaltyEnrolment: boolean;
  values: Record<string, string>;
}

/**
 * Turns a flow state into its view. The flow words server errors in English (spec §8 catalogue); for a locale
 * with a catalogue of its own (fr-ca) they are worded again by error id. Validation errors (`VALIDATION`) are
 * already in the locale's language.
 *
 * @example
 * toFlowView(state, { firstName: 'Alex' }, 'fr-ca').fieldErrors.email;
 */
export function toFlowView(state: SignInFlowState, values: Record<string, string>, locale?: string): FlowView {
  const catalogue = errorCatalogueFor(locale);
  const wordingOf = (error: { errorId: string; message: string }) =>
    catalogue === defaultErrorCatalogue ? error.message : (catalogue[error.errorId] ?? error.message);
  const fieldErrors: Record<string, string> = {};
  const topErrors: FlowView['topErrors'] = [];
  for (const error of state.context.errors) {
    if (error.field) fieldErrors[error.field] ??= wordingOf(error);
    else topErrors.push({ errorId: error.errorId, message: wordingOf(error) });
  }
  return {
    step: state.step,
    email: state.context.email,
    fieldErrors,
    topErrors,
    lastAttempt: state.context.lastAttempt,
    locked: state.context.locked,
    requireBirthDate: state.context.requireBirthDate,
    simplified: state.context.simplified,
    loyaltyEnrolment: state.context.loyaltyEnrolment,
    values,
  };
}

/**
 * The first view of the flow for a guest (the lookup step), as `toFlowView(startSignInFlow(), {})` answers it. A
 * constant, so the browser's bundle needs no state machine to open the dialog: every later step comes from the
 * server, which runs the machine.
 *
 * @example
 * const view = fetcher.data?.flow ?? LOOKUP_VIEW;
 */
export const LOOKUP_VIEW: FlowView = Object.freeze({
  step: 'lookup',
  email: '',
  fieldErrors: {},
  topErrors: [],
  lastAttempt: false,
  locked: false,
  requireBirthDate: false,
  simplified: false,
  loyaltyEnrolment: false,
  values: {},
}) as FlowView;

/** The interests offered in the interests step, stored pipe-separated (spec §3, §9). */
export const INTERESTS = [
  { value: 'hiking', label: 'Hiking' },
  { value: 'trail-running', label: 'Trail running' },
  { value: 'camping', label: 'Camping' },
  { value: 'climbing', label: 'Climbing' },
  { value: 'skiing', label: 'Skiing' },
] as const;

/**
 * What the root loader tells every page about the shopper: registered or guest, and for registered shoppers the
 * spend banner (§6) or the employee terms prompt.
 *
 * @example
 * const shopper: ShopperStatus = { registered: true, consumerType: 'EMPLOYEE', termsPending: true, spend: null };
 */
/**
 * The employee discount a shopper gets on merchandise: the rate, what is left of the yearly cap and its currency.
 *
 * @example
 * const pricing: EmployeePricing = { percent: 30, remaining: 1580, currency: 'USD' };
 */
export interface EmployeePricing {
  percent: number;
  remaining: number;
  currency: string;
}

export interface ShopperStatus {
  registered: boolean;
  consumerType: string | null;
  consumerNo: string | null;
  termsPending: boolean;
  spend: SpendBanner | null;
  currency: string | null;
  associate: { storeName: string; storeEmployeeName: string } | null;
  /** Set on the page right after a sign-in from the dialog: the sign-in confirmation shows (spec §2). */
  justSignedIn: boolean;
  /**
   * Employee pricing (commerce-core §6): only for an employee who accepted the discount terms and has cap left;
   * product and listing prices show the employee price next to the normal one.
   */
  employeePricing?: EmployeePricing | null | undefined;
  /**
   * The audiences of content-blocks §5 the shopper belongs to (loyalty, employee, athlete, WRANX/IPA), from the
   * profile; with the header's cart count it is the segmentation blocks' shopper context. Absent for a guest.
   */
  audience?: Omit<ShopperContext, 'cartItemCount'> | undefined;
}
