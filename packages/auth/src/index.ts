export { codeChallengeFor, createPkcePair, PKCE_VERIFIER_MAX_LENGTH, PKCE_VERIFIER_MIN_LENGTH } from './createPkcePair';
export type { PkcePair, PkcePairOptions } from './createPkcePair';
export { spendBanner } from './spendBanner';
export type { CreditSpend, EmployeeSpend, SpendBanner, SpendBannerType, SpendProfile } from './spendBanner';
