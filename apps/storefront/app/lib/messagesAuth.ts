// The sign-in flow's English UI strings (sign-in page and dialog, forgot password, associate login), one group per
// component. Only the components and routes of the sign-in flow load them, in the page's language, through
// lib/authText.ts (the header's account entry is in the shell catalogue, lib/messagesEn.ts); the module makes its
// strings known to lib/messages.ts when it loads. fr-ca (messagesAuthFr.ts) follows the English shape key for key.
import { provideMessages } from './messages';

/** English sign-in strings: en-us, en-ca and en-gb. */
export const authEn = {
  signInPage: {
    title: 'Sign in',
    description: 'Sign in to your Switchback account or create one.',
    notYou: 'You are signed in. Not you?',
  },
  forgotPassword: {
    metaTitle: 'Forgot password',
    description: 'Reset the password of your Switchback account.',
    requestTitle: 'Reset your password',
    requestIntro: 'Enter the email of your account. We will email you a link to choose a new password.',
    email: 'Email',
    send: 'Send reset link',
    sent: 'If an account uses this email, a link to reset the password is on its way. It is valid for one hour.',
    resetTitle: 'Choose a new password',
    password: 'New password',
    confirm: 'Repeat the new password',
    mismatch: 'The passwords do not match.',
    save: 'Save password',
    done: 'Your password has been changed. You can sign in with it now.',
    signIn: 'Sign in',
    requestNew: 'Request a new link',
    hints: 'Your password needs:',
  },
  associateLogin: {
    description: 'Sign in as a Switchback store associate to sell in store.',
    title: 'Associate login',
    intro: 'Sign in to sell in your store. Orders placed on this device carry your store and employee id.',
    store: 'Store',
    chooseStore: 'Choose your store',
    username: 'Login or employee id',
    password: 'Password',
    signIn: 'Start selling',
    active: 'Selling in store',
    storeLine: 'Store',
    employeeLine: 'Associate',
    end: 'End session',
    storesUnavailable: 'The store list could not be loaded. Enter the store number instead.',
    storeNumber: 'Store number',
  },
  signInDialog: {
    title: 'Your Switchback account',
    close: 'Close',
  },
  signInConfirm: {
    title: 'You are signed in',
    body: 'Your cart, favorites and saved items are in your account now.',
    continue: 'Continue shopping',
  },
  signInFlow: {
    lookupTitle: 'Sign in or create an account',
    lookupIntro: 'Enter your email to sign in, or to create an account if you do not have one yet.',
    email: 'Email',
    continue: 'Continue',
    signInTitle: 'Sign in',
    signingInAs: 'Signing in as',
    change: 'Change email',
    password: 'Password',
    signIn: 'Sign in',
    forgot: 'Forgot password?',
    lastAttempt: 'One more failed attempt will lock your account.',
    signUpTitle: 'Create your account',
    signUpIntro: 'No account uses this email yet. Create one in a minute.',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Mobile number (optional)',
    mobile: 'Mobile number',
    postalCode: 'Postal code (optional)',
    birthDate: 'Birth date (optional)',
    birthDateRequired: 'Birth date',
    /** Under the birth date field: the order of day and month the shop reads (`MM/DD/YYYY`, `DD/MM/YYYY`). */
    birthDateHint: (format: string) => `Format: ${format}`,
    policy: 'I accept the terms of sale and the privacy policy',
    loyaltyTerms: 'I accept the XPLR Pass loyalty program terms',
    newsletter: 'Send me news and offers by email',
    createAccount: 'Create account',
    passwordHints: 'Your password needs:',
    back: 'Back',
    forgotTitle: 'Reset your password',
    forgotIntro: 'We will email you a link to choose a new password.',
    sendLink: 'Send reset link',
    sentTitle: 'Check your email',
    sentBody: 'If an account uses this email, a link to reset the password is on its way. It is valid for one hour.',
    backToSignIn: 'Back to sign in',
    termsTitle: 'Employee discount terms',
    termsBody:
      'As a Switchback employee you get a discount on your own purchases, up to a yearly spend cap. The discount is personal: it may not be used for resale or for purchases for others. Accept these terms to see and use your discount.',
    acceptTerms: 'Accept terms',
    notNow: 'Not now',
    nonLoyaltyTitle: 'Join Switchback Rewards',
    nonLoyaltyBody: 'Earn points on every order and get vouchers. Joining is free.',
    join: 'Join now',
    welcomeTitle: 'Welcome to Switchback',
    welcomeBody: 'Your account is ready and you are signed in.',
    mobileTitle: 'Add your mobile number',
    mobileIntro: 'We use it for delivery updates only.',
    save: 'Save',
    skip: 'Skip',
    profileTitle: 'Complete your profile',
    profileFirstName: 'First name',
    profileLastName: 'Last name',
    profilePostalCode: 'Postal code',
    profileBirthDate: 'Birth date',
    interestsTitle: 'What are you into?',
    interestsLegend: 'Your interests',
    successTitle: 'You are all set',
    successBody: 'Thanks, your account is up to date.',
    done: 'Done',
  },
};

/** The en-gb spellings of {@link authEn}'s strings, laid over it on en-gb (lib/lazyCatalogue.ts). */
export const authEnGb = {
  signInConfirm: {
    ...authEn.signInConfirm,
    body: 'Your cart, favourites and saved items are in your account now.',
  },
  signInFlow: {
    ...authEn.signInFlow,
    loyaltyTerms: 'I accept the XPLR Pass loyalty programme terms',
    postalCode: 'Postcode (optional)',
    profilePostalCode: 'Postcode',
  },
} satisfies Partial<typeof authEn>;

/** The shape every sign-in catalogue follows. */
export type AuthMessages = typeof authEn;

provideMessages('auth:en', authEn);
provideMessages('auth:en-gb', authEnGb);
