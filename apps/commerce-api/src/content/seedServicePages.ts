// The service pages of one locale: the help centre, returns how-to, shipping terms and the terms pages of
// commerce-core §2, plus the fixed content page names of §7 ("content by name") that the demo did not have yet.
// Every page is made of content blocks (secondary navigation, rich text, accordions, thin banners) so editors can
// rearrange them; the copy is Switchback's own, written for the demo, and varies by region (prices, law, phone).
import type { ContentBlock } from './ContentBlock';
import { FREE_SHIPPING_FROM, type ContentLocale } from './seedCopy';
import type { SeedPage, SeedPageVersion } from './seedPages';

/** Slugs of the help, policy and terms pages the storefront serves at the spec's URLs (commerce-core §2). */
export const SERVICE_PAGE_SLUGS = [
  'help',
  'help/returns/how-to-return',
  'policies/shipping-terms',
  'terms/brand',
  'terms/loyalty',
  'terms/sale',
  'terms/sms',
  'terms/associate-discount',
  'terms/privacy',
] as const;

/** The fixed content page names of commerce-core §7 (`augmentedpage/{siteId}/{page}`). */
export const FIXED_CONTENT_PAGE_NAMES = [
  'account',
  'account-profile',
  'basecamp',
  'cart',
  'checkout',
  'contact-us',
  'error-4xx',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'promotions',
  'search',
  'sign-in-modal',
  'sign-up',
  'sign-up-modal',
  'store-locator',
  'westend',
] as const;

// Rich text names the other service pages by key (`href="/help-link/returns"`); the locale's URL replaces it.
const HELP_LINKS: Record<string, string> = {
  returns: '/help/returns/how-to-return',
  shipping: '/policies/shipping-terms',
  sale: '/terms/sale',
  privacy: '/terms/privacy',
  loyalty: '/terms/loyalty',
};

interface Region {
  /** Standard and collection-point delivery prices, the free-delivery threshold, all formatted. */
  standard: string;
  pudo: string;
  threshold: string;
  /** "shipping" in North America, "delivery" in the UK. */
  word: 'shipping' | 'delivery';
  country: string;
  phone: string;
  hours: string;
  /** The privacy law section of the privacy notice. */
  privacyLaw: string;
  /** The statutory note of the terms of sale. */
  statutory: string;
  /** The carrier text for SMS. */
  smsRates: string;
  postal: string;
}

const REGIONS: Record<Exclude<ContentLocale, 'fr-ca'>, Region> = {
  'en-us': {
    standard: '$8.95',
    pudo: '$5.95',
    threshold: FREE_SHIPPING_FROM['en-us'],
    word: 'shipping',
    country: 'the United States',
    phone: '1-800-555-0142',
    hours: '8am–8pm Mountain Time, every day',
    privacyLaw:
      '<p>If you live in California, Colorado, Virginia or another state with a consumer privacy law, you may ask what we hold about you, ask us to correct or delete it, and opt out of targeted advertising. We do not sell personal information for money. Use <em>Download my data</em> in your account, or write to us, and we will answer within 45 days.</p>',
    statutory: '<p>Nothing in these terms limits rights you have under the consumer protection law of your state.</p>',
    smsRates: 'Message and data rates may apply. Up to 6 messages a month.',
    postal: 'Switchback Outfitters Inc., 1600 Wynkoop Street, Denver, CO 80202',
  },
  'en-ca': {
    standard: '$11.95',
    pudo: '$7.95',
    threshold: FREE_SHIPPING_FROM['en-ca'],
    word: 'shipping',
    country: 'Canada',
    phone: '1-888-555-0173',
    hours: '8am–8pm Eastern Time, every day',
    privacyLaw:
      '<p>We handle personal information under the Personal Information Protection and Electronic Documents Act (PIPEDA) and, in Québec, Law 25. You may access and correct what we hold, withdraw consent for marketing at any time and ask our privacy officer any question about it. We answer within 30 days.</p>',
    statutory:
      '<p>Nothing in these terms limits rights you have under the consumer protection law of your province.</p>',
    smsRates: 'Standard message and data rates may apply. Up to 6 messages a month.',
    postal: 'Switchback Outfitters Canada Ltd., 410 Adelaide Street West, Toronto, ON M5V 1S8',
  },
  'en-gb': {
    standard: '£4.95',
    pudo: '£3.49',
    threshold: FREE_SHIPPING_FROM['en-gb'],
    word: 'delivery',
    country: 'the United Kingdom',
    phone: '0800 555 0190',
    hours: '8am–8pm UK time, every day',
    privacyLaw:
      '<p>We are the controller of your personal data under the UK GDPR and the Data Protection Act 2018. You have the right to access, correct, erase and port your data, to object to direct marketing and to complain to the Information Commissioner’s Office. We answer requests within one month.</p>',
    statutory:
      '<p>You may cancel an online order within 14 days of receiving it under the Consumer Contracts Regulations, in addition to our 60-day returns. Nothing in these terms affects your statutory rights.</p>',
    smsRates: 'Standard network rates may apply. Up to 6 messages a month.',
    postal: 'Switchback Outfitters UK Ltd., 22 Dale Road, Matlock, Derbyshire DE4 3LT',
  },
};

/**
 * The help, policy and terms pages and the missing fixed-name pages of one locale, one published version each.
 * @example
 * const pages = seedServicePages('en-gb');
 */
export function seedServicePages(locale: ContentLocale): SeedPage[] {
  const copy = locale === 'fr-ca' ? frenchPages() : englishPages(REGIONS[locale]);
  return Object.entries(copy).map(([slug, page]) => ({ slug, versions: [toVersion(locale, slug, page)] }));
}

/** A page before ids are given: its title, description and blocks written as builders. */
interface PageDraft {
  title: string;
  description: string;
  blocks: BlockDraft[];
}

type BlockDraft =
  | { kind: 'text'; html: string }
  | { kind: 'faq'; title?: string; items: [string, string][]; open?: boolean }
  | { kind: 'nav'; title: string; links: [string, string][] }
  | { kind: 'banner'; title: string; link: [string, string] };

function toVersion(locale: ContentLocale, slug: string, page: PageDraft): SeedPageVersion {
  const key = slug.replace(/\//g, '-');
  const url = (path: string) => (path.startsWith('/') ? `/${locale}${path}` : path);
  const html = (text: string) =>
    text.replace(/href="\/help-link\/([a-z]+)"/g, (_match, name: string) => {
      const path = HELP_LINKS[name];
      if (!path) throw new Error(`Unknown help link ${name} on ${slug}`);
      return `href="${url(path)}"`;
    });
  const blocks = page.blocks.map((draft, index): ContentBlock => {
    const id = `${key}-${locale}-${index + 1}`;
    const name = `${page.title}: ${draft.kind === 'text' ? 'text' : draft.kind === 'faq' ? (draft.title ?? 'questions') : draft.title}`;
    switch (draft.kind) {
      case 'text':
        return { id, type: 'richText', name, richText: { html: html(draft.html) } };
      case 'faq':
        return {
          id,
          type: 'accordion',
          name,
          ...(draft.title ? { title: draft.title } : {}),
          accordions: draft.items.map(([title, text], item) => ({
            title,
            open: draft.open === true && item === 0,
            richText: { html: html(text) },
          })),
          bottomDivider: true,
        };
      case 'nav':
        return {
          id,
          type: 'secondaryNav',
          name,
          title: draft.title,
          targets: draft.links.map(([text, path], link) => ({
            id: `${id}-${link + 1}`,
            text,
            url: url(path),
            style: { sm: 'text-link' },
          })),
          divider: true,
        };
      case 'banner':
        return {
          id,
          type: 'banner',
          name,
          variant: 'thin',
          title: draft.title,
          targets: [{ id: `${id}-link`, text: draft.link[0], url: url(draft.link[1]), style: { sm: 'primary' } }],
          linkType: 'CTA',
          promotionTracking: { promotionId: `service-${key}`, promotionName: page.title, creativeName: 'thin-banner' },
        };
    }
  });
  return { title: page.title, description: page.description, blocks, published: true, publishAt: null };
}

function englishPages(r: Region): Record<string, PageDraft> {
  const word = r.word;
  const helpNav: BlockDraft = {
    kind: 'nav',
    title: 'Help topics',
    links: [
      ['Help centre', '/help'],
      ['Contact us', '/help/contact-us'],
      ['How to return', '/help/returns/how-to-return'],
      [word === 'delivery' ? 'Delivery terms' : 'Shipping terms', '/policies/shipping-terms'],
    ],
  };
  const termsNav: BlockDraft = {
    kind: 'nav',
    title: 'Terms and policies',
    links: [
      ['Terms of use', '/terms/brand'],
      ['Terms of sale', '/terms/sale'],
      ['Privacy notice', '/terms/privacy'],
      ['XPLR Pass terms', '/terms/loyalty'],
      ['SMS terms', '/terms/sms'],
      ['Associate discount terms', '/terms/associate-discount'],
    ],
  };
  const contactBanner: BlockDraft = {
    kind: 'banner',
    title: 'Still need a hand? Our team answers within one business day.',
    link: ['Contact us', '/help/contact-us'],
  };
  const updated = '<p><small>Last updated 1 September 2026.</small></p>';
  const Word = word === 'delivery' ? 'Delivery' : 'Shipping';

  return {
    help: {
      title: 'Help centre',
      description: `Answers about orders, ${word}, returns, sizing, warranty and your Switchback account.`,
      blocks: [
        helpNav,
        {
          kind: 'text',
          html: `<p>Most questions are answered below. For anything about a specific order, have your order number ready (it starts with <strong>SB</strong> and is in your confirmation e-mail).</p>`,
        },
        {
          kind: 'faq',
          title: 'Orders',
          open: true,
          items: [
            [
              'Where is my order?',
              `<p>Sign in and open <strong>Account → Orders</strong> to see each order’s status and tracking link. Guests can use the tracking link in the ${word} confirmation e-mail.</p>`,
            ],
            [
              'Can I change or cancel my order?',
              '<p>You can cancel an order from your account while its status is <em>Created</em>. Once we start picking it, it can no longer be changed; return it instead for a full refund.</p>',
            ],
            [
              'Which payment methods do you accept?',
              '<p>Visa, Mastercard, American Express, PayPal, pay later, Switchback gift cards and XPLR Pass vouchers. You can combine a gift card with another method.</p>',
            ],
          ],
        },
        {
          kind: 'faq',
          title: `${Word} and returns`,
          items: [
            [
              `How much is ${word}?`,
              `<p>Standard ${word} is ${r.standard} and free on orders over ${r.threshold}. Collection points cost ${r.pudo}; picking up in store is always free. See our <a href="/help-link/shipping">${word} terms</a>.</p>`,
            ],
            [
              'How long do I have to return something?',
              '<p>60 days from delivery, for unworn items with their tags. XPLR Pass members return for free. Follow the steps in <a href="/help-link/returns">how to return</a>.</p>',
            ],
            [
              'When will I get my refund?',
              '<p>Within 5 business days of your return reaching our warehouse, to the way you paid. Gift-card payments go back to a new gift card.</p>',
            ],
          ],
        },
        {
          kind: 'faq',
          title: 'Products and warranty',
          items: [
            [
              'How do I find my size?',
              '<p>Every product page has a size chart. Between two sizes? Size up for layering and down for running shoes with a snug fit. Reviews tell you whether a product runs small or large.</p>',
            ],
            [
              'Is there a warranty?',
              '<p>Every Switchback product is guaranteed against defects in materials and workmanship for its useful life. Normal wear, accidents and alterations are not covered, but our repair service can often help for a small fee.</p>',
            ],
            [
              'How do I care for waterproof gear?',
              '<p>Wash shells on a cool synthetic cycle with a technical wash, no fabric softener, then tumble dry low to reactivate the water-repellent finish.</p>',
            ],
          ],
        },
        {
          kind: 'faq',
          title: 'Account and XPLR Pass',
          items: [
            [
              'I forgot my password',
              '<p>Choose <em>Forgot password</em> when you sign in. The reset link we e-mail is valid for 60 minutes.</p>',
            ],
            [
              'How do XPLR Pass points work?',
              '<p>Members earn 10 points for every unit of currency spent and turn 500 points into a voucher at checkout. See the <a href="/help-link/loyalty">XPLR Pass terms</a>.</p>',
            ],
          ],
        },
        contactBanner,
      ],
    },
    'help/returns/how-to-return': {
      title: 'How to return',
      description: 'Return unworn Switchback items within 60 days by post, at a collection point or in store.',
      blocks: [
        helpNav,
        {
          kind: 'text',
          html: `<p>You have <strong>60 days from delivery</strong> to return unworn, unwashed items with their original tags. Footwear must be tried indoors only. Returns are free for XPLR Pass members; otherwise we deduct ${r.pudo} from your refund for the return label.</p>
<h2>Return by post or at a collection point</h2>
<ol>
<li>Sign in and open <strong>Account → Orders</strong>, then choose the order. Guests can sign up with the e-mail they ordered with to see it.</li>
<li>Choose <strong>Print return label</strong>. Your label is a PDF with a QR code: print it or show it on your phone.</li>
<li>Pack the items in their original packaging if you still have it, and stick the label over the old one.</li>
<li>Drop the parcel at any collection point or post office within 14 days of printing the label.</li>
</ol>
<h2>Return in store</h2>
<p>Bring the items and your order number to any Switchback store. We refund you on the spot to the way you paid. Gift-card payments are refunded to a new gift card.</p>
<h2>Exchanges</h2>
<p>To swap a size or colour, return the item and place a new order: it is the fastest way to get the one you want before it sells out.</p>`,
        },
        {
          kind: 'faq',
          title: 'Returns questions',
          items: [
            [
              'Can I return a gift?',
              '<p>Yes. Bring it to a store with the gift receipt, or contact us with the order number, and we refund you with a gift card.</p>',
            ],
            [
              'What cannot be returned?',
              '<p>Custom-made items, e-gift cards, opened socks and underwear, and anything damaged by use. Faulty products are covered by our warranty instead.</p>',
            ],
            [
              'My refund has not arrived',
              '<p>Refunds go out within 5 business days of your return reaching our warehouse; your bank may take 3 more days to show it. Still missing? Contact us with your order number.</p>',
            ],
          ],
        },
        contactBanner,
      ],
    },
    'policies/shipping-terms': {
      title: word === 'delivery' ? 'Delivery terms' : 'Shipping terms',
      description: `Switchback ${word} options, prices, delivery times and where we deliver in ${r.country}.`,
      blocks: [
        helpNav,
        {
          kind: 'text',
          html: `<p>We deliver to addresses in ${r.country}. Orders placed before 2pm on a business day leave our warehouse the same day.</p>
<table><caption>${Word} options</caption><thead><tr><th scope="col">Option</th><th scope="col">Delivery time</th><th scope="col">Price</th></tr></thead>
<tbody>
<tr><td>Standard ${word}</td><td>3–5 business days</td><td>${r.standard}, free over ${r.threshold}</td></tr>
<tr><td>Collection point</td><td>2–4 business days</td><td>${r.pudo}</td></tr>
<tr><td>Ship to store</td><td>3–6 business days</td><td>Free</td></tr>
<tr><td>Pick up in store</td><td>Same day, when in stock</td><td>Free</td></tr>
<tr><td>E-gift cards</td><td>By e-mail, same day</td><td>Free</td></tr>
<tr><td>Made-to-order items</td><td>14–21 business days</td><td>Standard price</td></tr>
</tbody></table>
<h2>Free ${word} threshold</h2>
<p>The threshold applies to the value of the items after discounts and before tax. Gift cards count toward it.</p>
<h2>Where we do not deliver</h2>
<p>We cannot deliver to PO boxes, parcel lockers we do not partner with, or freight forwarders. Choose a collection point instead.</p>
<h2>Split orders</h2>
<p>An order can arrive in more than one parcel; we never charge ${word} twice. Items picked up in store are ready when you get the “ready for pickup” e-mail and are held for 7 days.</p>`,
        },
        {
          kind: 'faq',
          title: `${Word} questions`,
          items: [
            [
              'My parcel is late',
              `<p>Give the carrier one extra business day, then contact us with your order number and we will trace it. If it is lost we send a replacement or refund you in full.</p>`,
            ],
            [
              'My parcel arrived damaged',
              '<p>Take a photo of the parcel and the items and contact us within 14 days. We replace damaged items at no cost.</p>',
            ],
          ],
        },
        contactBanner,
      ],
    },
    'terms/brand': {
      title: 'Terms of use',
      description: 'The terms for using the Switchback website and app.',
      blocks: [
        termsNav,
        {
          kind: 'text',
          html: `${updated}<p>These terms apply when you visit switchback.example or use the Switchback app. By using them you agree to these terms. If you do not agree, please do not use the site.</p>
<h2>Your account</h2>
<p>Keep your password to yourself and tell us at once if you think someone else has used your account. You must be at least 16 to open an account. We may close accounts used for fraud, reselling at scale or abuse of promotions.</p>
<h2>Content you share</h2>
<p>Reviews, questions, photos and answers you post must be your own, honest and respectful. You keep ownership of them and give us a worldwide, royalty-free licence to show them on our channels. We moderate what is posted and may remove anything that breaks these rules.</p>
<h2>Our content</h2>
<p>Text, photos, logos and designs on the site belong to Switchback or its licensors. You may share links and view them for personal use, but not copy them for commercial use.</p>
<h2>Availability and liability</h2>
<p>We work to keep the site available and accurate, but it may be unavailable for maintenance and may contain errors, which we correct when we find them. We are not liable for losses you could not reasonably have expected when using the site.</p>
<h2>Contact</h2>
<p>${r.postal}. Questions about these terms: use our contact form.</p>`,
        },
      ],
    },
    'terms/sale': {
      title: 'Terms of sale',
      description: 'The terms that apply when you buy from Switchback online.',
      blocks: [
        termsNav,
        {
          kind: 'text',
          html: `${updated}<p>These terms apply to every order placed on the Switchback site or app in ${r.country}. The seller is ${r.postal.split(',')[0]}.</p>
<h2>Your order</h2>
<p>Your order is an offer to buy. The contract is formed when we e-mail your order confirmation. We may refuse an order when an item is out of stock, a price was clearly wrong or the payment cannot be verified; you are then not charged.</p>
<h2>Prices and payment</h2>
<p>Prices are shown in the currency of the site and include the discounts shown. Taxes and ${word} are added at checkout. Card payments are authorised when you order and taken when your order ships; pay-later plans are governed by the provider’s terms.</p>
<h2>Promotions and vouchers</h2>
<p>Promotion codes and XPLR Pass vouchers cannot be exchanged for cash, are limited to one code per order unless stated, and cannot be applied to gift cards.</p>
<h2>${Word}, returns and warranty</h2>
<p>${Word} options and times are in our <a href="/help-link/shipping">${word} terms</a>. You may return items within 60 days as explained in <a href="/help-link/returns">how to return</a>. Our products are guaranteed against defects in materials and workmanship.</p>
${r.statutory}`,
        },
        {
          kind: 'faq',
          title: 'Gift cards',
          items: [
            [
              'Do gift cards expire?',
              '<p>No. Switchback gift cards never expire and carry no fees. They cannot be exchanged for cash unless the law requires it.</p>',
            ],
            [
              'Lost gift card',
              '<p>We can replace a registered e-gift card for the balance left on it. Treat gift cards like cash.</p>',
            ],
          ],
        },
      ],
    },
    'terms/privacy': {
      title: 'Privacy notice',
      description:
        'How Switchback collects, uses and protects your personal information, and your choices, including cookies.',
      blocks: [
        termsNav,
        {
          kind: 'text',
          html: `${updated}<p>This notice explains what personal information Switchback collects, why, and the choices you have.</p>
<h2>What we collect</h2>
<ul>
<li>What you give us: name, e-mail, phone, addresses, date of birth, interests and messages to our team.</li>
<li>Your orders, returns, favourites, reviews and XPLR Pass activity.</li>
<li>How you use the site: pages viewed, searches and the device and browser you use.</li>
</ul>
<p>We never store your full card number: payments are handled by our payment providers.</p>
<h2>How we use it</h2>
<p>To fulfil orders and returns, run your account and XPLR Pass, answer your questions, prevent fraud, improve the site and, with your consent, send marketing and personalise what you see.</p>
<h2>Who we share it with</h2>
<p>Carriers, payment and pay-later providers, our customer-service and analytics partners, all bound by contract to use it only for us. We share with authorities only when the law requires it.</p>
<h2>How long we keep it</h2>
<p>Order records for 7 years for tax purposes; account data until you close the account; marketing preferences until you change them.</p>
<h2>Your rights</h2>
${r.privacyLaw}`,
        },
        {
          kind: 'faq',
          title: 'Cookies',
          items: [
            [
              'Which cookies do we use?',
              '<p><strong>Necessary</strong> cookies keep you signed in, hold your cart and remember your country. <strong>Analytics</strong> cookies count visits and show us what to improve. <strong>Marketing</strong> cookies personalise offers and measure our ads.</p>',
            ],
            [
              'How do I change my choice?',
              '<p>Use <em>Cookie preferences</em> at the bottom of every page. Analytics and marketing cookies are only set after you agree, and you can withdraw at any time.</p>',
            ],
          ],
        },
      ],
    },
    'terms/loyalty': {
      title: 'XPLR Pass terms',
      description:
        'The terms of the XPLR Pass loyalty programme: points, vouchers, member perks and closing a membership.',
      blocks: [
        termsNav,
        {
          kind: 'text',
          html: `${updated}<p>XPLR Pass is Switchback’s free loyalty programme. Membership is open to registered customers aged 16 and over in ${r.country}, one membership per person.</p>
<h2>Earning points</h2>
<p>You earn 10 points for each whole unit of currency you spend on items, after discounts and excluding tax, ${word} and gift cards. Points are added when your order ships and removed if you return the items.</p>
<h2>Vouchers</h2>
<p>Every 500 points can be turned into a voucher at checkout. Vouchers apply to one order, cannot be exchanged for cash and are valid for 12 months.</p>
<h2>Member perks</h2>
<ul><li>Free returns on every order.</li><li>Early access to sales and new collections.</li><li>A birthday bonus of 250 points.</li></ul>
<h2>Expiry and changes</h2>
<p>Points expire after 18 months without any purchase. We will give 30 days’ notice of any change to these terms. You may leave the programme at any time from your account; unused points are then cancelled.</p>`,
        },
      ],
    },
    'terms/sms': {
      title: 'SMS terms',
      description: 'The terms of Switchback text messages: what we send, how often and how to stop.',
      blocks: [
        termsNav,
        {
          kind: 'text',
          html: `${updated}<p>When you opt in to texts from your account or at sign-up, Switchback sends you order updates, restock alerts and offers to the mobile number you gave us.</p>
<ul>
<li>${r.smsRates}</li>
<li>Reply <strong>STOP</strong> at any time to stop receiving texts, or turn them off under <strong>Account → Subscriptions</strong>.</li>
<li>Reply <strong>HELP</strong> for help, or call us on ${r.phone}.</li>
</ul>
<p>Consent to texts is not a condition of any purchase. We handle your number as explained in our privacy notice.</p>`,
        },
      ],
    },
    'terms/associate-discount': {
      title: 'Associate discount terms',
      description: 'The terms of the Switchback employee (associate) discount and spending allowance.',
      blocks: [
        termsNav,
        {
          kind: 'text',
          html: `${updated}<p>Switchback associates get a discount on full-price and sale items as a thank-you for their work. By accepting these terms in your account you agree to the rules below.</p>
<h2>Who may use it</h2>
<p>Active associates signed in with their employee account. The discount is personal: buy for yourself and your household only. Buying for resale is not allowed.</p>
<h2>Allowance</h2>
<p>Discounted purchases count toward a yearly spending cap shown in the banner at the top of the site. When the cap is reached, prices return to normal until the next year starts.</p>
<h2>What is excluded</h2>
<p>Gift cards, made-to-order items and partner brands marked as excluded. The discount does not combine with promotion codes.</p>
<h2>Misuse</h2>
<p>Misuse may lead to the discount being withdrawn and disciplinary action under your employment terms.</p>`,
        },
      ],
    },

    // Fixed content names of commerce-core §7: the slots of named pages and dialogs.
    account: {
      title: 'Your account',
      description: 'Orders, addresses, payment methods and your XPLR Pass in one place.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Track orders, print return labels, save addresses and cards, and see your XPLR Pass points. Members return for free.</p>',
        },
      ],
    },
    'account-profile': {
      title: 'Your profile',
      description: 'Your personal details and preferences.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Tell us your interests and birthday and we will tailor recommendations and send a birthday bonus. We keep your details as described in our <a href="/help-link/privacy">privacy notice</a>.</p>',
        },
      ],
    },
    basecamp: {
      title: 'Basecamp',
      description: 'Switchback Basecamp: free clinics, group hikes and repair days at our stores.',
      blocks: [
        {
          kind: 'text',
          html: '<h2>Meet us at Basecamp</h2><p>Every month our stores host free clinics on layering, boot fitting and trail-running form, plus group hikes for every pace. XPLR Pass members book first.</p>',
        },
        {
          kind: 'faq',
          title: 'Basecamp events',
          items: [
            [
              'Repair days',
              '<p>Bring a torn jacket or a tired zip: our technicians patch and fix it while you wait, free for members.</p>',
            ],
            ['Group hikes', '<p>Guided 8–12 km hikes on Saturday mornings, with gear to try on the trail.</p>'],
          ],
        },
        { kind: 'banner', title: 'Find the Basecamp near you', link: ['Find a store', '/store-locator'] },
      ],
    },
    cart: {
      title: 'Cart',
      description: 'Your cart.',
      blocks: [
        {
          kind: 'text',
          html: `<p>Free standard ${word} over ${r.threshold} and free returns for XPLR Pass members.</p>`,
        },
      ],
    },
    checkout: {
      title: 'Checkout',
      description: 'Secure checkout.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Payments are encrypted and handled by our payment providers; we never see your full card number. By placing an order you accept our <a href="/help-link/sale">terms of sale</a>.</p>',
        },
      ],
    },
    'contact-us': {
      title: 'Contact us',
      description: 'Write to the Switchback customer care team or call us.',
      blocks: [
        {
          kind: 'text',
          html: `<p>Our customer care team answers messages within one business day. Prefer to talk? Call <strong>${r.phone}</strong>, ${r.hours}.</p><p>Have your order number ready for anything about an order; for a faulty product, a photo helps us decide quickly.</p>`,
        },
      ],
    },
    'gift-card': {
      title: 'Gift cards',
      description: 'Switchback gift cards and e-gift cards: never expire, no fees.',
      blocks: [
        {
          kind: 'text',
          html: '<h2>Give the outdoors</h2><p>Choose a physical card delivered in a recycled sleeve or an e-gift card sent by e-mail on the day you pick. Switchback gift cards never expire and carry no fees.</p>',
        },
        {
          kind: 'faq',
          title: 'Gift card questions',
          items: [
            ['How do I check my balance?', '<p>Enter the card number and PIN at checkout, or ask in any store.</p>'],
            [
              'Can I use more than one?',
              '<p>Yes, up to five gift cards on one order, with another payment method for the rest.</p>',
            ],
          ],
        },
      ],
    },
    'loyalty-modal': {
      title: 'Join XPLR Pass',
      description: 'Free returns, early access and points on every order.',
      blocks: [
        {
          kind: 'text',
          html: '<ul><li>10 points for every unit of currency you spend</li><li>Free returns on every order</li><li>Early access to sales</li></ul><p>Joining is free. See the <a href="/help-link/loyalty">XPLR Pass terms</a>.</p>',
        },
      ],
    },
    'order-confirmation': {
      title: 'Order confirmation',
      description: 'Thank you for your order.',
      blocks: [
        {
          kind: 'text',
          html: '<p>We have e-mailed your confirmation. The e-mail tells you how to follow your order (and your account shows it, if you have one); you have 60 days to return anything that is not right.</p>',
        },
      ],
    },
    search: {
      title: 'Search',
      description: 'Search Switchback.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Try a product name, an activity like “trail running”, or a feature like “waterproof”.</p>',
        },
      ],
    },
    'sign-in-modal': {
      title: 'Sign in',
      description: 'Sign in to Switchback.',
      blocks: [
        { kind: 'text', html: '<p>Sign in to see your orders, favourites and XPLR Pass points on every device.</p>' },
      ],
    },
    'sign-up': {
      title: 'Create an account',
      description: 'Create a Switchback account.',
      blocks: [
        {
          kind: 'text',
          html: `<p>An account keeps your orders, addresses and favourites together. By creating one you accept our <a href="/help-link/sale">terms of sale</a> and <a href="/help-link/privacy">privacy notice</a>.</p>`,
        },
      ],
    },
    'sign-up-modal': {
      title: 'Create an account',
      description: 'Create a Switchback account.',
      blocks: [{ kind: 'text', html: '<p>Members get free returns, early access and points on every order.</p>' }],
    },
    'store-locator': {
      title: 'Find a store',
      description: 'Switchback stores: pick up in store, returns, repairs and Basecamp events.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Every store offers free pickup, returns and exchanges, boot fitting and small repairs. Choose a store to see its hours and what is in stock.</p>',
        },
      ],
    },
    westend: {
      title: 'Switchback West End',
      description: 'Our West End store: the full collection, a boot-fitting lab and a repair bench.',
      blocks: [
        {
          kind: 'text',
          html: '<h2>Switchback West End</h2><p>Our largest store carries the full collection, with a boot-fitting lab that maps your feet in 3D and a repair bench open every day. Order online and pick up in two hours.</p>',
        },
        { kind: 'banner', title: 'Plan your visit', link: ['Store hours and directions', '/store-locator'] },
      ],
    },
  };
}

function frenchPages(): Record<string, PageDraft> {
  const helpNav: BlockDraft = {
    kind: 'nav',
    title: 'Rubriques d’aide',
    links: [
      ['Centre d’aide', '/help'],
      ['Nous joindre', '/help/contact-us'],
      ['Comment retourner un article', '/help/returns/how-to-return'],
      ['Conditions de livraison', '/policies/shipping-terms'],
    ],
  };
  const termsNav: BlockDraft = {
    kind: 'nav',
    title: 'Conditions et politiques',
    links: [
      ['Conditions d’utilisation', '/terms/brand'],
      ['Conditions de vente', '/terms/sale'],
      ['Avis de confidentialité', '/terms/privacy'],
      ['Conditions de la Passe XPLR', '/terms/loyalty'],
      ['Conditions des textos', '/terms/sms'],
      ['Conditions du rabais employé', '/terms/associate-discount'],
    ],
  };
  const contactBanner: BlockDraft = {
    kind: 'banner',
    title: 'Besoin d’un coup de main? Notre équipe répond en un jour ouvrable.',
    link: ['Nous joindre', '/help/contact-us'],
  };
  const updated = '<p><small>Dernière mise à jour : 1er septembre 2026.</small></p>';
  return {
    help: {
      title: 'Centre d’aide',
      description:
        'Réponses sur les commandes, la livraison, les retours, les tailles, la garantie et votre compte Switchback.',
      blocks: [
        helpNav,
        {
          kind: 'text',
          html: '<p>La plupart des questions trouvent réponse ci-dessous. Pour une commande précise, ayez votre numéro de commande en main (il commence par <strong>SB</strong>).</p>',
        },
        {
          kind: 'faq',
          title: 'Commandes',
          open: true,
          items: [
            [
              'Où est ma commande?',
              '<p>Connectez-vous et ouvrez <strong>Compte → Commandes</strong> pour voir l’état et le lien de suivi de chaque commande.</p>',
            ],
            [
              'Puis-je modifier ou annuler ma commande?',
              '<p>Vous pouvez annuler une commande depuis votre compte tant qu’elle est à l’état <em>Créée</em>. Ensuite, retournez-la pour un remboursement complet.</p>',
            ],
          ],
        },
        {
          kind: 'faq',
          title: 'Livraison et retours',
          items: [
            [
              'Combien coûte la livraison?',
              '<p>La livraison standard coûte 11,95 $ et est gratuite dès 99 $. Le ramassage en magasin est toujours gratuit. Voir nos <a href="/help-link/shipping">conditions de livraison</a>.</p>',
            ],
            [
              'Combien de temps ai-je pour retourner un article?',
              '<p>60 jours après la livraison, pour les articles non portés avec leurs étiquettes. Voir <a href="/help-link/returns">comment retourner un article</a>.</p>',
            ],
          ],
        },
        {
          kind: 'faq',
          title: 'Produits et garantie',
          items: [
            [
              'Y a-t-il une garantie?',
              '<p>Chaque produit Switchback est garanti contre les défauts de matériaux et de fabrication pour toute sa durée de vie utile. L’usure normale et les accidents ne sont pas couverts.</p>',
            ],
            [
              'Comment trouver ma taille?',
              '<p>Chaque fiche produit a un tableau des tailles. Entre deux tailles? Prenez la plus grande pour superposer les couches.</p>',
            ],
          ],
        },
        contactBanner,
      ],
    },
    'help/returns/how-to-return': {
      title: 'Comment retourner un article',
      description:
        'Retournez vos articles Switchback non portés dans les 60 jours, par la poste, en point relais ou en magasin.',
      blocks: [
        helpNav,
        {
          kind: 'text',
          html: `<p>Vous avez <strong>60 jours après la livraison</strong> pour retourner les articles non portés et non lavés, avec leurs étiquettes. Les retours sont gratuits pour les membres de la Passe XPLR; sinon, 7,95 $ sont retenus pour l’étiquette de retour.</p>
<h2>Retour par la poste ou en point relais</h2>
<ol>
<li>Connectez-vous, ouvrez <strong>Compte → Commandes</strong> et choisissez la commande.</li>
<li>Choisissez <strong>Imprimer l’étiquette de retour</strong> : imprimez-la ou montrez-la sur votre téléphone.</li>
<li>Emballez les articles et collez l’étiquette sur le colis.</li>
<li>Déposez le colis dans un point relais ou un bureau de poste dans les 14 jours.</li>
</ol>
<h2>Retour en magasin</h2>
<p>Apportez les articles et votre numéro de commande dans n’importe quel magasin Switchback : nous vous remboursons sur-le-champ.</p>`,
        },
        {
          kind: 'faq',
          title: 'Questions sur les retours',
          items: [
            [
              'Qu’est-ce qui ne peut pas être retourné?',
              '<p>Les articles sur mesure, les cartes-cadeaux électroniques, les chaussettes et sous-vêtements ouverts et tout article endommagé par l’usage.</p>',
            ],
            [
              'Mon remboursement n’est pas arrivé',
              '<p>Les remboursements partent dans les 5 jours ouvrables suivant la réception de votre retour. Votre banque peut prendre 3 jours de plus.</p>',
            ],
          ],
        },
        contactBanner,
      ],
    },
    'policies/shipping-terms': {
      title: 'Conditions de livraison',
      description: 'Options, prix et délais de livraison de Switchback au Canada.',
      blocks: [
        helpNav,
        {
          kind: 'text',
          html: `<p>Nous livrons partout au Canada. Les commandes passées avant 14 h un jour ouvrable quittent l’entrepôt le jour même.</p>
<table><caption>Options de livraison</caption><thead><tr><th scope="col">Option</th><th scope="col">Délai</th><th scope="col">Prix</th></tr></thead>
<tbody>
<tr><td>Livraison standard</td><td>3 à 5 jours ouvrables</td><td>11,95 $, gratuite dès 99 $</td></tr>
<tr><td>Point relais</td><td>2 à 4 jours ouvrables</td><td>7,95 $</td></tr>
<tr><td>Livraison en magasin</td><td>3 à 6 jours ouvrables</td><td>Gratuite</td></tr>
<tr><td>Ramassage en magasin</td><td>Le jour même, si en stock</td><td>Gratuit</td></tr>
</tbody></table>
<h2>Où nous ne livrons pas</h2>
<p>Nous ne livrons pas aux cases postales ni aux transitaires. Choisissez plutôt un point relais.</p>`,
        },
        contactBanner,
      ],
    },
    'terms/brand': {
      title: 'Conditions d’utilisation',
      description: 'Les conditions d’utilisation du site et de l’application Switchback.',
      blocks: [
        termsNav,
        {
          kind: 'text',
          html: `${updated}<p>Ces conditions s’appliquent lorsque vous utilisez le site ou l’application Switchback.</p><h2>Votre compte</h2><p>Gardez votre mot de passe pour vous. Vous devez avoir 16 ans ou plus pour ouvrir un compte.</p><h2>Contenu que vous publiez</h2><p>Les avis, questions et photos que vous publiez doivent être les vôtres, honnêtes et respectueux. Nous les modérons.</p><h2>Notre contenu</h2><p>Les textes, photos et logos appartiennent à Switchback ou à ses concédants.</p>`,
        },
      ],
    },
    'terms/sale': {
      title: 'Conditions de vente',
      description: 'Les conditions qui s’appliquent à vos achats en ligne chez Switchback.',
      blocks: [
        termsNav,
        {
          kind: 'text',
          html: `${updated}<p>Ces conditions s’appliquent à toute commande passée sur le site Switchback au Canada. Le vendeur est Switchback Outfitters Canada Ltée.</p><h2>Votre commande</h2><p>Le contrat est conclu lorsque nous vous envoyons la confirmation de commande par courriel.</p><h2>Prix et paiement</h2><p>Les taxes et la livraison s’ajoutent au paiement. Les cartes sont autorisées à la commande et débitées à l’expédition.</p><h2>Retours et garantie</h2><p>Vous pouvez retourner les articles dans les 60 jours. Nos produits sont garantis contre les défauts de fabrication.</p><p>Ces conditions ne limitent pas les droits que vous accorde la Loi sur la protection du consommateur.</p>`,
        },
      ],
    },
    'terms/privacy': {
      title: 'Avis de confidentialité',
      description:
        'Comment Switchback recueille, utilise et protège vos renseignements personnels, et vos choix, y compris les témoins.',
      blocks: [
        termsNav,
        {
          kind: 'text',
          html: `${updated}<p>Cet avis explique quels renseignements personnels Switchback recueille, pourquoi, et vos choix.</p><h2>Ce que nous recueillons</h2><ul><li>Nom, courriel, téléphone, adresses et messages à notre équipe.</li><li>Vos commandes, retours, favoris et votre activité Passe XPLR.</li></ul><h2>Vos droits</h2><p>Nous traitons vos renseignements conformément à la LPRPDE et à la Loi 25 du Québec. Vous pouvez y accéder, les corriger et retirer votre consentement au marketing en tout temps. Nous répondons dans les 30 jours.</p>`,
        },
        {
          kind: 'faq',
          title: 'Témoins',
          items: [
            [
              'Quels témoins utilisons-nous?',
              '<p>Des témoins <strong>nécessaires</strong> (connexion, panier), d’<strong>analyse</strong> et de <strong>marketing</strong>, ces deux derniers seulement avec votre accord.</p>',
            ],
            ['Comment changer mon choix?', '<p>Utilisez <em>Préférences de témoins</em> au bas de chaque page.</p>'],
          ],
        },
      ],
    },
    'terms/loyalty': {
      title: 'Conditions de la Passe XPLR',
      description: 'Les conditions du programme de fidélité Passe XPLR.',
      blocks: [
        termsNav,
        {
          kind: 'text',
          html: `${updated}<p>La Passe XPLR est le programme de fidélité gratuit de Switchback, ouvert aux clients inscrits de 16 ans et plus.</p><h2>Points</h2><p>Vous accumulez 10 points par dollar dépensé, après rabais et hors taxes. Les points sont retirés si vous retournez les articles.</p><h2>Bons d’achat</h2><p>Chaque tranche de 500 points devient un bon d’achat à la caisse, valide 12 mois.</p><h2>Expiration</h2><p>Les points expirent après 18 mois sans achat. Vous pouvez quitter le programme en tout temps.</p>`,
        },
      ],
    },
    'terms/sms': {
      title: 'Conditions des textos',
      description: 'Les conditions des messages texte de Switchback.',
      blocks: [
        termsNav,
        {
          kind: 'text',
          html: `${updated}<p>Si vous acceptez de recevoir des textos, Switchback vous envoie des suivis de commande, des alertes de retour en stock et des offres.</p><ul><li>Des frais de messagerie standard peuvent s’appliquer. Jusqu’à 6 messages par mois.</li><li>Répondez <strong>ARRET</strong> en tout temps pour ne plus en recevoir.</li><li>Répondez <strong>AIDE</strong> pour obtenir de l’aide, ou appelez le 1-888-555-0173.</li></ul>`,
        },
      ],
    },
    'terms/associate-discount': {
      title: 'Conditions du rabais employé',
      description: 'Les conditions du rabais et de l’allocation des employés Switchback.',
      blocks: [
        termsNav,
        {
          kind: 'text',
          html: `${updated}<p>Les employés de Switchback bénéficient d’un rabais sur les articles à prix courant et en solde.</p><h2>Allocation</h2><p>Les achats à rabais comptent dans un plafond annuel affiché dans la bannière du site.</p><h2>Exclusions</h2><p>Cartes-cadeaux, articles sur mesure et marques partenaires exclues. Le rabais ne se combine pas aux codes promotionnels.</p><h2>Usage personnel</h2><p>Le rabais est personnel : la revente est interdite.</p>`,
        },
      ],
    },
    account: {
      title: 'Votre compte',
      description: 'Commandes, adresses, modes de paiement et Passe XPLR.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Suivez vos commandes, imprimez vos étiquettes de retour et consultez vos points Passe XPLR.</p>',
        },
      ],
    },
    'account-profile': {
      title: 'Votre profil',
      description: 'Vos renseignements et préférences.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Indiquez vos intérêts et votre date de naissance pour des recommandations sur mesure et un bonus d’anniversaire.</p>',
        },
      ],
    },
    basecamp: {
      title: 'Camp de base',
      description: 'Le Camp de base Switchback : ateliers gratuits, randonnées de groupe et journées de réparation.',
      blocks: [
        {
          kind: 'text',
          html: '<h2>Rejoignez-nous au Camp de base</h2><p>Chaque mois, nos magasins offrent des ateliers gratuits sur la superposition des couches, l’ajustement des bottes et la course en sentier.</p>',
        },
        {
          kind: 'banner',
          title: 'Trouvez le Camp de base près de chez vous',
          link: ['Trouver un magasin', '/store-locator'],
        },
      ],
    },
    cart: {
      title: 'Panier',
      description: 'Votre panier.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Livraison standard gratuite dès 99 $ et retours gratuits pour les membres de la Passe XPLR.</p>',
        },
      ],
    },
    checkout: {
      title: 'Caisse',
      description: 'Paiement sécurisé.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Les paiements sont chiffrés et traités par nos fournisseurs de paiement. En passant une commande, vous acceptez nos <a href="/help-link/sale">conditions de vente</a>.</p>',
        },
      ],
    },
    'contact-us': {
      title: 'Nous joindre',
      description: 'Écrivez à l’équipe du service à la clientèle Switchback ou appelez-nous.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Notre équipe répond aux messages en un jour ouvrable. Vous préférez parler? Appelez le <strong>1-888-555-0173</strong>, de 8 h à 20 h (heure de l’Est), tous les jours.</p>',
        },
      ],
    },
    'gift-card': {
      title: 'Cartes-cadeaux',
      description: 'Cartes-cadeaux Switchback : sans date d’expiration, sans frais.',
      blocks: [
        {
          kind: 'text',
          html: '<h2>Offrez le plein air</h2><p>Carte physique ou carte électronique envoyée par courriel le jour de votre choix. Les cartes-cadeaux Switchback n’expirent jamais.</p>',
        },
      ],
    },
    'loyalty-modal': {
      title: 'Joignez-vous à la Passe XPLR',
      description: 'Retours gratuits, accès anticipé et points à chaque commande.',
      blocks: [
        {
          kind: 'text',
          html: '<ul><li>10 points par dollar dépensé</li><li>Retours gratuits</li><li>Accès anticipé aux soldes</li></ul><p>Voir les <a href="/help-link/loyalty">conditions de la Passe XPLR</a>.</p>',
        },
      ],
    },
    'order-confirmation': {
      title: 'Confirmation de commande',
      description: 'Merci de votre commande.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Nous vous avons envoyé la confirmation par courriel. Vous avez 60 jours pour retourner ce qui ne vous convient pas.</p>',
        },
      ],
    },
    search: {
      title: 'Recherche',
      description: 'Rechercher chez Switchback.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Essayez un nom de produit, une activité comme « course en sentier » ou une caractéristique comme « imperméable ».</p>',
        },
      ],
    },
    'sign-in-modal': {
      title: 'Connexion',
      description: 'Connexion à Switchback.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Connectez-vous pour voir vos commandes, favoris et points Passe XPLR sur tous vos appareils.</p>',
        },
      ],
    },
    'sign-up': {
      title: 'Créer un compte',
      description: 'Créer un compte Switchback.',
      blocks: [
        {
          kind: 'text',
          html: '<p>En créant un compte, vous acceptez nos <a href="/help-link/sale">conditions de vente</a> et notre <a href="/help-link/privacy">avis de confidentialité</a>.</p>',
        },
      ],
    },
    'sign-up-modal': {
      title: 'Créer un compte',
      description: 'Créer un compte Switchback.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Les membres profitent des retours gratuits, de l’accès anticipé et de points à chaque commande.</p>',
        },
      ],
    },
    'store-locator': {
      title: 'Trouver un magasin',
      description: 'Magasins Switchback : ramassage, retours, réparations et Camp de base.',
      blocks: [
        {
          kind: 'text',
          html: '<p>Chaque magasin offre le ramassage gratuit, les retours et échanges, l’ajustement de bottes et les petites réparations.</p>',
        },
      ],
    },
    westend: {
      title: 'Switchback West End',
      description:
        'Notre magasin West End : toute la collection, un labo d’ajustement de bottes et un atelier de réparation.',
      blocks: [
        {
          kind: 'text',
          html: '<h2>Switchback West End</h2><p>Notre plus grand magasin offre toute la collection, un labo qui cartographie vos pieds en 3D et un atelier de réparation ouvert tous les jours.</p>',
        },
      ],
    },
  };
}
