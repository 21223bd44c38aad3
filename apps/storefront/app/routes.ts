import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Every page of the shop (spec §2) below a locale. Built twice: once under `/:locale` and once under
 * `/pre/:locale` (preview mode), so the route ids carry a prefix.
 */
function storePages(idPrefix: string): RouteConfigEntry[] {
  const page = (path: string, file: string, name: string) => route(path, file, { id: `${idPrefix}/${name}` });
  return [
    index('routes/home.tsx', { id: `${idPrefix}/home` }),
    page('c/:slug', 'routes/category.tsx', 'category'),
    page('p/:slug', 'routes/product.tsx', 'product'),
    page('p/:slug/act', 'routes/productActions.ts', 'product-actions'),
    page('p/:slug/review', 'routes/productReview.tsx', 'product-review'),
    page('set/:slug', 'routes/productSet.tsx', 'product-set'),
    page('cart', 'routes/cart.tsx', 'cart'),
    page('checkout', 'routes/checkout.tsx', 'checkout'),
    page('order-confirmation', 'routes/orderConfirmation.tsx', 'order-confirmation'),
    // The account (registered shoppers only; its layout's middleware sends guests to sign-in).
    route('account', 'routes/accountLayout.tsx', { id: `${idPrefix}/account-layout` }, [
      index('routes/account.tsx', { id: `${idPrefix}/account` }),
      page('profile', 'routes/accountProfile.tsx', 'account-profile'),
      page('password', 'routes/accountPassword.tsx', 'account-password'),
      page('my-data', 'routes/accountData.ts', 'account-data'),
      page('addresses', 'routes/accountAddresses.tsx', 'account-addresses'),
      page('payment-methods', 'routes/accountPaymentMethods.tsx', 'account-payment-methods'),
      page('subscriptions', 'routes/accountSubscriptions.tsx', 'account-subscriptions'),
      page('orders', 'routes/accountOrders.tsx', 'account-orders'),
      page('orders/:orderNo', 'routes/accountOrder.tsx', 'account-order'),
      page('orders/:orderNo/invoice', 'routes/accountInvoice.tsx', 'account-invoice'),
      page('orders/:orderNo/warranty', 'routes/accountWarranty.tsx', 'account-warranty'),
      page('loyalty', 'routes/accountLoyalty.tsx', 'account-loyalty'),
    ]),
    page('search', 'routes/search.tsx', 'search'),
    page('searchhub', 'routes/searchHub.tsx', 'searchhub'),
    page('newsletter', 'routes/newsletter.ts', 'newsletter'),
    page('favorites', 'routes/favorites.tsx', 'favorites'),
    page('forgot-password', 'routes/forgotPassword.tsx', 'forgot-password'),
    page('sign-in', 'routes/signIn.tsx', 'sign-in'),
    page('sign-up', 'routes/signUpRedirect.ts', 'sign-up'),
    page('content/:name', 'routes/contentSlot.ts', 'content-slot'),
    page('store-locator', 'routes/storeLocator.tsx', 'store-locator'),
    page('stores/:slug', 'routes/storeDetails.tsx', 'store-details'),
    page('help', 'routes/helpCentre.tsx', 'help'),
    page('help/contact-us', 'routes/contactUs.tsx', 'contact-us'),
    page('help/returns/how-to-return', 'routes/howToReturn.tsx', 'how-to-return'),
    page('policies/shipping-terms', 'routes/shippingTerms.tsx', 'shipping-terms'),
    page('associate-login', 'routes/associateLogin.tsx', 'associate-login'),
    page('xplr-pass', 'routes/xplrPass.tsx', 'xplr-pass'),
    page('terms/:topic', 'routes/terms.tsx', 'terms'),
    page('*', 'routes/notFound.tsx', 'not-found'),
  ];
}

export default [
  route('api/*', 'routes/apiProxy.ts', { id: 'api-proxy' }),
  // The location confirmation's answer (spec §2 dialogs): sets its cookie, then back to the page.
  route('location-choice', 'routes/locationChoice.ts', { id: 'location-choice' }),
  // Analytics beacons and decision-engine records, stamped with the HttpOnly visitor id (lib/collect.server).
  route('collect/:kind', 'routes/collect.ts', { id: 'collect' }),
  route('consent', 'routes/consentChoice.ts', { id: 'consent-choice' }),
  // Content-Security-Policy violation reports from browsers, logged (lib/securityHeaders.server).
  route('csp-report', 'routes/cspReport.ts', { id: 'csp-report' }),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  // `/` and `/pre`; bare named paths (`/cart?x=1`) match `:locale` and are redirected by its middleware.
  index('routes/defaultLocaleRedirect.ts', { id: 'redirect-home' }),
  route('pre', 'routes/defaultLocaleRedirect.ts', { id: 'redirect-preview-home' }),
  route(':locale', 'routes/localeLayout.tsx', { id: 'live' }, storePages('live')),
  route('pre/:locale', 'routes/localeLayout.tsx', { id: 'preview' }, storePages('preview')),
] satisfies RouteConfig;
