// Realistic secondary navigation data for tests and stories (not exported from the package).
const link = (id: string, text: string, url: string) => ({ id, text, url, style: { sm: 'text-link' } });

/** The help centre's secondary navigation, as the CMS sends it. */
export const exampleSecondaryNav = {
  id: 'help-en-gb-secondary-nav',
  type: 'secondaryNav',
  name: 'Help — secondary nav',
  title: 'Help centre',
  alignment: 'left',
  divider: true,
  targets: [
    link('help-delivery', 'Delivery', '/en-gb/help/delivery'),
    link('help-returns', 'Returns & refunds', '/en-gb/help/returns'),
    link('help-sizes', 'Size guides', '/en-gb/help/size-guides'),
    link('help-repairs', 'Repairs', '/en-gb/help/repairs'),
    link('help-contact', 'Contact us', '/en-gb/help/contact-us'),
  ],
};
