// A stand-in commerce-api for the storefront's tests (msw handlers and fixtures); not part of the app.
import { http, HttpResponse } from 'msw';

export const API_URL = 'http://commerce.test';
export const STORE_URL = 'http://shop.test';

export function authSession(n: number, overrides: Record<string, unknown> = {}) {
  return {
    accessToken: `access-${n}`,
    refreshToken: `refresh-${n}`,
    expiresIn: 1800,
    tokenType: 'Bearer',
    consumerNo: `C${n}`,
    consumerType: 'GUEST',
    memberId: null,
    isEmployeeDiscountTCAccepted: false,
    ...overrides,
  };
}

export function cart(id: string, currency = 'USD') {
  return {
    id,
    currency,
    totalItems: 0,
    totals: {
      itemTotal: 0,
      totalDiscount: 0,
      total: 0,
      totalWithoutTax: 0,
      shipping: 0,
      tax: 0,
      totalDiscountPercentage: 0,
      remainingToPay: 0,
      totalUnits: 0,
      itemSubTotal: 0,
      netAmount: 0,
      taxAmount: 0,
      appliedRewards: [],
    },
    items: [],
    payment_instruments: [],
    shippingMethods: [],
    shipments: [],
    couponItems: [],
    orderPromotions: [],
    promoSummary: [],
    bonusItems: [],
    saveForLaterItems: [],
    flash: [],
    paymentMethods: [],
    notificationList: [],
  };
}

export function contentPage(siteId: string, heroTitle: string) {
  return {
    id: `page-${siteId}`,
    siteId,
    slug: 'home',
    title: 'Switchback | Outdoor apparel & footwear',
    description: 'Jackets and trail shoes.',
    updatedAt: '2026-01-01T00:00:00.000Z',
    blocks: [
      {
        id: 'hero-1',
        type: 'hero',
        name: 'Home hero',
        title: heroTitle,
        titleH1: true,
        media: { url: 'https://media.test/hero.jpg', alt: 'A ridge at sunset', width: 1600, height: 900 },
      },
      {
        id: 'text-1',
        type: 'richText',
        name: 'Intro',
        richText: { html: '<p>Free returns within 60 days.</p><script>alert(1)</script>' },
      },
    ],
  };
}

export function apiError(status: number, errorId: string, message = errorId) {
  return HttpResponse.json(
    { appId: 'commerce-api', correlationId: 'corr-up', errorDetails: [{ errorId, message }] },
    { status },
  );
}

/**
 * A token endpoint that issues numbered tokens and records each request body; `valid` holds the access tokens
 * protected routes accept.
 */
export function tokenService() {
  const bodies: Array<{ type: string; refreshToken?: string }> = [];
  const valid = new Set<string>();
  let issued = 0;
  const handler = http.post(`${API_URL}/token/v2/auth/token`, async ({ request }) => {
    const body = (await request.json()) as { type: string; refreshToken?: string };
    bodies.push(body);
    if (body.type === 'Refresh' && !body.refreshToken?.startsWith('refresh-'))
      return apiError(401, 'AUT432', 'Invalid refresh token');
    issued += 1;
    valid.add(`access-${issued}`);
    return HttpResponse.json(authSession(issued));
  });
  const authorised = (request: Request) =>
    valid.has(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
  return { handler, bodies, valid, authorised };
}
