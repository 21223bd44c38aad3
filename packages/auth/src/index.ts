export { codeChallengeFor, createPkcePair, PKCE_VERIFIER_MAX_LENGTH, PKCE_VERIFIER_MIN_LENGTH } from './createPkcePair';
export type { PkcePair, PkcePairOptions } from './createPkcePair';
export { spendBanner } from './spendBanner';
export type { CreditSpend, EmployeeSpend, SpendBanner, SpendBannerType, SpendProfile } from './spendBanner';
export {
  advanceSignInFlow,
  isSignInFlowStep,
  placeFlowError,
  SIGN_IN_FLOW_STEPS,
  signInFlowMachine,
  startSignInFlow,
} from './signInFlow';
export type {
  FlowError,
  SignedInFacts,
  SignInFlowContext,
  SignInFlowEvent,
  SignInFlowInput,
  SignInFlowSnapshot,
  SignInFlowState,
  SignInFlowStep,
} from './signInFlow';
export {
  AUTH_STORAGE_KEY,
  createAuthPersistence,
  refreshSession,
  signInWithPkce,
  signOut,
  signOutRedirect,
  signUpWithPkce,
} from './session';
export type { AuthApi, AuthStorage, PersistedAuth, PkceSignIn, PostLoginOrder, SignOutOptions } from './session';
export { guardProfileUpdate, ProfileNotLoadedError, rolesOf, spendProfileOf } from './roles';
export type { RoleFacts, Roles } from './roles';
