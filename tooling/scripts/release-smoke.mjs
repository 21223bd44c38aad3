// The smoke test the release rehearsal runs for each package in a blank project: the package's README example, with
// the app's own objects (a cookie reader, a session, a page's blocks…) supplied, checked with `check(…)`. Each body
// is written once and run three ways by release-rehearsal.mjs: type-checked by tsc (module node16) as smoke.mts
// and smoke.cts, then the emitted smoke.mjs (import) and smoke.cjs (require) run in Node.
//
// `imports` lists, per module, the names the body takes from it; `extra` the packages a consumer adds beside the
// one under test (installed after its footprint is measured, so the footprint is the package's alone).

/** @typedef {{ imports: Record<string, string[]>, extra?: string[], body: string }} Smoke */

/** @type {Record<string, Smoke>} */
export const SMOKES = {
  '@switchback/validation': {
    imports: {
      zod: ['z'],
      '@switchback/validation': [
        'emailRule',
        'passwordHints',
        'passwordRule',
        'requiredRule',
        'toZod',
        'validateField',
      ],
    },
    body: `
const emailRules = [requiredRule(), emailRule({ maxLength: 100 })];
check(validateField('ada@example', emailRules)?.key === 'validation.email', 'an invalid email is refused');
check(
  validateField('', emailRules, { messages: { 'validation.required': 'Champ obligatoire' } })?.message === 'Champ obligatoire',
  'a message is translated by key',
);
const signIn = z.object({ email: toZod(emailRules), password: toZod([requiredRule(), passwordRule()]) });
const message = signIn.safeParse({ email: 'ada@example.com', password: 'trail' }).error?.issues[0]?.message;
check(message === 'Password does not meet requirements.', 'toZod carries the rule message: ' + message);
check(passwordHints('trail').some((hint) => !hint.met), 'password hints list what is missing');
`,
  },
  '@switchback/api-client': {
    imports: { '@switchback/api-client': ['createApiClient', 'errorMessageFor', 'errorPlacementFor', 'isApiError'] },
    body: `
const requests: string[] = [];
const client = createApiClient({
  baseUrl: 'http://127.0.0.1:4000',
  identity: { siteId: 'sb-us', locale: 'en-us', brand: 'switchback', clientApp: 'storefront' },
  fetch: async (input: RequestInfo | URL) => {
    requests.push(String(input instanceof Request ? input.url : input));
    return new Response(JSON.stringify({ errorId: 'ORD404', message: 'Not found' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  },
});
let placement = '';
try {
  await client.cart.addItem({ cartId: 'c1', productId: 'SB10000001', upc: '194000000001', qty: 1 });
} catch (error) {
  check(isApiError(error), 'an API error is recognised');
  check(typeof errorMessageFor(error) === 'string', 'errorMessageFor gives a text');
  placement = String(errorPlacementFor(isApiError(error) ? error.errorId : ''));
}
check(requests.length === 1 && requests[0]!.startsWith('http://127.0.0.1:4000/'), 'the request went to baseUrl');
check(placement !== '', 'errorPlacementFor places the message');
`,
  },
  '@switchback/auth': {
    imports: { '@switchback/auth': ['advanceSignInFlow', 'startSignInFlow'] },
    body: `
let state = startSignInFlow({ loggedIn: false, interestsEnabled: true });
state = advanceSignInFlow(state, { type: 'LOOKUP_DONE', email: 'alex.rivera@example.com', exists: true });
state = advanceSignInFlow(state, { type: 'FAILED', errorId: 'AUT401' });
check(state.context.errors[0]?.field === 'password', 'AUT401 is placed on the password field');
`,
  },
  '@switchback/cart': {
    imports: {
      '@switchback/api-client': ['createApiClient'],
      '@switchback/cart': ['createCartLifecycle', 'memoryCartIdStorage', 'cartErrorFor', 'formatMoney'],
    },
    body: `
const notices: string[] = [];
const lifecycle = createCartLifecycle({
  api: createApiClient({ baseUrl: 'http://127.0.0.1:4000', identity: { siteId: 'sb-us', locale: 'en-us' } }),
  storage: memoryCartIdStorage(),
  onNotice: (notice) => notices.push(notice.message),
  reload: () => {},
});
check(typeof lifecycle.read === 'function', 'a cart lifecycle is created without React');
check(formatMoney(1234.5, 'USD', 'en-US') === '$1,234.50', 'formatMoney: ' + formatMoney(1234.5, 'USD', 'en-US'));
check(typeof cartErrorFor === 'function', 'cartErrorFor is exported');
`,
  },
  '@switchback/checkout': {
    imports: { xstate: ['createActor'], '@switchback/checkout': ['checkoutMachine'] },
    body: `
const actor = createActor(checkoutMachine, { input: {} }).start();
check(typeof actor.getSnapshot().value !== 'undefined', 'the checkout machine starts');
actor.stop();
`,
  },
  '@switchback/personalisation': {
    imports: { '@switchback/personalisation': ['evaluateSegmentCondition', 'ShopperContext'] },
    body: `
const shopper: ShopperContext = {
  loggedIn: true,
  loyaltyMember: false,
  employee: false,
  athlete: false,
  identityTypes: ['IPA'],
  cartItemCount: 0,
};
check(evaluateSegmentCondition('non-loyalty-loggedin', shopper) === true, 'a logged-in non-member is in the segment');
`,
  },
  '@switchback/analytics': {
    imports: { '@switchback/analytics': ['createDataLayer', 'isConsentGranted'] },
    body: `
const sent: string[] = [];
const dataLayer = createDataLayer({
  consent: (category) => isConsentGranted(category, { region: 'EMEA', consentCookie: undefined, preview: false }),
  sink: (event) => sent.push(event.name),
});
dataLayer.push({ name: 'promotion_click', payload: { promotionId: 'spring-sale' } });
dataLayer.consentChanged();
check(Array.isArray(sent), 'the data layer takes events');
`,
  },
  '@switchback/ui': {
    imports: { react: ['createElement'], 'react-dom/server': ['renderToString'], '@switchback/ui': ['Button'] },
    extra: ['react-dom@^19', '@types/react@^19', '@types/react-dom@^19'],
    body: `
const html = renderToString(createElement(Button, { variant: 'text-link', onClick: () => {} }, 'Size guide'));
check(html.includes('Size guide') && html.includes('<button'), 'Button renders: ' + html);
`,
  },
  '@switchback/content-blocks': {
    imports: {
      react: ['createElement'],
      'react-dom/server': ['renderToString'],
      '@switchback/content-blocks': ['BlockRenderer', 'megaMenuSchema'],
    },
    extra: ['react-dom@^19', '@types/react@^19', '@types/react-dom@^19'],
    body: `
const items = megaMenuSchema.parse([]);
check(Array.isArray(items), 'the mega menu schema parses');
const html = renderToString(createElement(BlockRenderer, { blocks: [], preview: false }));
check(typeof html === 'string', 'BlockRenderer renders no blocks');
`,
  },
};
