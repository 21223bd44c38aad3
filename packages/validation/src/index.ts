export { createRule } from './createRule';
export type { Rule, RuleOptions, ValidationIssue } from './createRule';
export { requiredCheckboxRule, requiredRule, requiredSelectRule } from './requiredRule';
export { emailRule, SIGN_IN_EMAIL_MAX_LENGTH } from './emailRule';
export type { EmailRuleOptions } from './emailRule';
export { exactLengthRule } from './exactLengthRule';
export { minLengthRule } from './minLengthRule';
export { maxLengthRule } from './maxLengthRule';
export { numberMinRule } from './numberMinRule';
export { numberMaxRule } from './numberMaxRule';
export { dateRule } from './dateRule';
export type { DateRuleOptions } from './dateRule';
export { dateMinRule } from './dateMinRule';
export type { DateLimitOptions } from './dateMinRule';
export { dateMaxRule } from './dateMaxRule';
export type { DateBound } from './dateBound';
export { DEFAULT_DATE_FORMAT, formatDate, parseDate } from './parseDate';
export { sameAsRule } from './sameAsRule';
export { nameRule } from './nameRule';
export { passwordHints, passwordRule, PASSWORD_MIN_LENGTH } from './passwordRule';
export type { PasswordHint, PasswordHintId } from './passwordRule';
export { birthDateRule, BIRTH_DATE_MIN } from './birthDateRule';
export type { BirthDateRuleOptions } from './birthDateRule';
export { applyMask } from './applyMask';
export type { Mask } from './applyMask';
export { DATE_INPUT_MASK, formatDateInput } from './formatDateInput';
export { defaultCountries } from './defaultCountries';
export type { CountryEntry } from './defaultCountries';
export { DEFAULT_PHONE_MASK, NORTH_AMERICA_PHONE_MASK, phoneMasksFor } from './phoneMasksFor';
export type { PhoneOptions } from './phoneMasksFor';
export { phoneRule } from './phoneRule';
export type { PhoneRuleOptions } from './phoneRule';
export { parsePhone } from './parsePhone';
export type { ParsedPhone } from './parsePhone';
export { normalisePhone } from './normalisePhone';
export { formatPhoneAsYouType } from './formatPhoneAsYouType';
export { translateIssue, validateField } from './validateField';
export type { ValidateOptions } from './validateField';
export { validateForm } from './validateForm';
export type { FieldErrors, FieldRules } from './validateForm';
export { addressFieldRules, DEFAULT_ADDRESS_RULES, resolveAddressRules } from './addressFieldRules';
export type {
  AddressField,
  AddressFieldRule,
  AddressRuleOptions,
  AddressRules,
  AddressValues,
  ProvinceOption,
} from './addressFieldRules';
export { transformAddress } from './transformAddress';
export { validateAddress } from './validateAddress';
export type { ValidateAddressOptions } from './validateAddress';
export { signUpLocaleRules, signUpRules, validateSignUp } from './validateSignUp';
export type { SignUpCheckbox, SignUpField, SignUpLocaleRules, SignUpOptions, SignUpValues } from './validateSignUp';
export { mapSignUpError } from './mapSignUpError';
export type { SignUpServerErrors } from './mapSignUpError';
export { DEFAULT_MINIMUM_AGE, MINIMUM_AGE_BY_COUNTRY, minimumAgeFor } from './minimumAgeFor';
export { PARTIAL_ENROLMENT_FIELDS, partialEnrolment } from './partialEnrolment';
export type { PartialEnrolmentField, PartialEnrolmentProfile, PartialEnrolmentStatus } from './partialEnrolment';
export { validateNewsletter } from './validateNewsletter';
export type { NewsletterOptions, NewsletterValues } from './validateNewsletter';
export { validateEventSignUp } from './validateEventSignUp';
export type { EventSignUpOptions, EventSignUpValues } from './validateEventSignUp';
export { toZod, withRules } from './toZod';
export type { CheckableSchema } from './toZod';
export { toZodForm } from './toZodForm';
export { defaultMessages } from './defaultMessages';
export { frenchMessages, messagesForLocale } from './frenchMessages';
export type { MessageCatalogue, MessageKey } from './defaultMessages';
export { formatMessage } from './formatMessage';
export type { MessageParams } from './formatMessage';
export { interpolate } from './interpolate';
