import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

interface Target {
  pdpUrl: string;
  name: string;
  color: string;
  size: string;
  quantity: number;
  upc: string;
}

interface ProductDetails {
  name: string;
  pdpUrl: string;
  maxQty?: number | null;
  variants: { upc: string; color: { code: string }; size: string | null; available: boolean; quantity: number }[];
}

/** Seeded sizes with at least two in stock, found through the live API (as browse.spec.ts does). */
async function sizesInStock(query: string): Promise<Target[]> {
  const search = (await (
    await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=${query}&count=12`)
  ).json()) as { products: { id: string }[] };
  const found: Target[] = [];
  for (const { id } of search.products) {
    const details = (await (
      await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)
    ).json()) as ProductDetails;
    // Asking for one more than the stock must stay under the line's maximum, or the browser's own validation
    // (max = maxQty) would stop the form before the API could refuse it.
    const maxQty = details.maxQty ?? 999999;
    for (const variant of details.variants) {
      if (variant.available && variant.size && variant.quantity >= 2 && variant.quantity + 1 <= maxQty) {
        found.push({
          pdpUrl: details.pdpUrl,
          name: details.name,
          color: variant.color.code,
          size: variant.size,
          quantity: variant.quantity,
          upc: variant.upc,
        });
      }
    }
  }
  return found;
}

async function jacketInStock(): Promise<Target> {
  const [first] = await sizesInStock('jacket');
  if (!first) throw new Error('no seeded jacket has a size with two or more in stock');
  return first;
}

/** A size that a US store also has in stock, so the line can switch to pickup there. */
async function sizeWithStoreStock(exceptName: string): Promise<{ target: Target; storeName: string; storeId: string }> {
  for (const query of ['jacket', 'fleece', 'boot', 'shoe', 'pack']) {
    for (const target of await sizesInStock(query)) {
      if (target.name === exceptName) continue;
      const answer = (await (
        await fetch(`${stack.apiUrl}/stores/v1/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ countryCode: 'US', service: 'pickup', upcs: [target.upc], qty: 1, limit: 10 }),
        })
      ).json()) as { stores: { id: string; name: string; inventory: { available: boolean }[] }[] };
      const store = answer.stores.find((entry) => entry.inventory[0]?.available);
      if (store) return { target, storeName: store.name, storeId: store.id };
    }
  }
  throw new Error('no seeded product has a size in stock at a US store');
}

async function addToCart(page: Page, target: Target) {
  await page.goto(`${stack.storefrontUrl}${target.pdpUrl}?color=${target.color}`);
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: new RegExp(`^${target.size}$`) })
    .check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // The product page has other live regions (review votes); the add answer is the one that says it.
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
}

/** With JavaScript, adding opens the mini cart dialog (spec §2); it lists the line and closes with Escape. */
async function addToCartWithMiniCart(page: Page, target: Target, expectedItems: number) {
  await page.goto(`${stack.storefrontUrl}${target.pdpUrl}?color=${target.color}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: new RegExp(`^${target.size}$`) })
    .check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(miniCart).toBeVisible();
  await expect(miniCart.getByRole('status')).toHaveText(
    expectedItems === 1 ? '1 item in your cart' : `${expectedItems} items in your cart`,
  );
  await expect(miniCart.getByText(`${target.name} × 1`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
  // Focus goes back to the button that added.
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeFocused();
}

const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test.describe('the cart without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('changes a quantity, refuses one beyond stock at its line, and removes the line', async ({ page }) => {
    const target = await jacketInStock();
    await addToCart(page, target);
    await page.goto(`${stack.storefrontUrl}/en-us/cart`);

    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('link', { name: target.name, exact: true })).toHaveAttribute('href', target.pdpUrl);
    // The image is decorative (alt=""): the linked name says what it shows.
    await expect(line.locator('img')).toHaveAttribute('width', '96');
    const quantity = line.getByRole('spinbutton', { name: `Quantity of ${target.name}` });
    await expect(quantity).toHaveValue('1');
    const single = amount(await line.getByTestId('row-total').textContent());
    expect(single).toBeGreaterThan(0);

    await quantity.fill('2');
    await line.getByRole('button', { name: `Update ${target.name}` }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your cart was updated.');
    await expect(quantity).toHaveValue('2');
    expect(amount(await line.getByTestId('row-total').textContent())).toBeCloseTo(single * 2, 2);
    expect(amount(await page.getByTestId('item-subtotal').textContent())).toBeCloseTo(single * 2, 2);

    await quantity.fill(String(target.quantity + 1));
    await line.getByRole('button', { name: `Update ${target.name}` }).click();
    await expect(line.getByRole('alert')).toHaveText(`Only ${target.quantity} left in stock.`);
    await expect(quantity).toHaveValue('2');
    await expect(line.getByText(`${target.name} × 2`)).toBeVisible();
    expect(amount(await line.getByTestId('row-total').textContent())).toBeCloseTo(single * 2, 2);

    await line.getByRole('button', { name: `Remove ${target.name}` }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('The item was removed from your cart.');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
  });
});

test.describe('the cart with JavaScript', () => {
  test('+ on a line that already holds the last units in stock says so at the line, on the cart page and in the mini cart', async ({
    page,
  }) => {
    const target = await jacketInStock();
    await addToCartWithMiniCart(page, target, 1);
    await page.goto(`${stack.storefrontUrl}/en-us/cart`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const line = page.getByTestId('cart-line').filter({ hasText: target.name });
    const quantity = line.getByRole('spinbutton', { name: `Quantity of ${target.name}` });
    await quantity.fill(String(target.quantity));
    await line.getByRole('button', { name: `Update ${target.name}` }).click();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'Your cart was updated.' }),
    ).toBeVisible();
    await expect(quantity).toHaveValue(String(target.quantity));

    // commerce-api refuses one more (INV406, with how many there are): the line says how many, the quantity unchanged.
    await line.getByRole('button', { name: `Increase quantity of ${target.name}` }).click();
    await expect(line.getByRole('alert')).toHaveText(`Only ${target.quantity} left in stock.`);
    await expect(quantity).toHaveValue(String(target.quantity));
    await expect(line.getByText(`${target.name} × ${target.quantity}`)).toBeVisible();

    // The same in the mini cart drawer, opened from another page.
    await page.goto(`${stack.storefrontUrl}/en-us`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('link', { name: new RegExp(`^Cart\\W+${target.quantity} items$`) }).click();
    const miniCart = page.getByRole('dialog', { name: 'Your cart' });
    const miniLine = miniCart.getByRole('listitem').filter({ hasText: target.name });
    await miniLine.getByRole('button', { name: `Increase quantity of ${target.name}` }).click();
    await expect(miniLine.getByRole('alert')).toHaveText(`Only ${target.quantity} left in stock.`);
    await expect(miniLine.getByText(`${target.name} × ${target.quantity}`)).toBeVisible();
    await expect(miniCart.getByRole('status')).toHaveText(`${target.quantity} items in your cart`);
  });

  test('two products: mini cart and header count, stock refusal at the line, coupons, saved for later, pickup and back, reload', async ({
    page,
  }) => {
    const jacket = await jacketInStock();
    const { target: second, storeName, storeId } = await sizeWithStoreStock(jacket.name);

    await addToCartWithMiniCart(page, jacket, 1);
    await expect(page.getByRole('navigation', { name: 'Primary' }).getByTestId('cart-count')).toContainText('1');
    await addToCartWithMiniCart(page, second, 2);
    await expect(page.getByRole('link', { name: /^Cart\W+2 items$/ })).toBeVisible();

    // The header's cart opens the mini cart drawer with both lines; View cart leads to the cart page.
    await page.getByRole('link', { name: /^Cart\W+2 items$/ }).click();
    const miniCart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(miniCart.getByRole('status')).toContainText('2 items in your cart');
    await expect(miniCart.getByRole('listitem')).toHaveCount(2);
    // Its + and − change the cart at once through the cart hooks (the /api proxy), and the header's count follows.
    await miniCart.getByRole('button', { name: `Increase quantity of ${jacket.name}` }).click();
    await expect(miniCart.getByRole('status')).toHaveText('3 items in your cart');
    await expect(miniCart.getByText(`${jacket.name} × 2`)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await miniCart.getByRole('button', { name: `Decrease quantity of ${jacket.name}` }).click();
    await expect(miniCart.getByRole('status')).toHaveText('2 items in your cart');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await miniCart.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/en-us\/cart/);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const cartId = await page.getByTestId('cart-id').textContent();
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const jacketLine = lines.filter({ hasText: jacket.name });

    // The + button adds one; the stepper's − is disabled at 1.
    await expect(jacketLine.getByRole('button', { name: `Decrease quantity of ${jacket.name}` })).toBeDisabled();
    await jacketLine.getByRole('button', { name: `Increase quantity of ${jacket.name}` }).click();
    await expect(jacketLine.getByText(`${jacket.name} × 2`)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'Your cart was updated.' }),
    ).toBeVisible();

    // Beyond stock: the message at the line, the quantity unchanged.
    const quantity = jacketLine.getByRole('spinbutton', { name: `Quantity of ${jacket.name}` });
    // The field follows the cart once its answer is in (the "× 2" above shows the quantity being sent).
    await expect(quantity).toHaveValue('2');
    await quantity.fill(String(jacket.quantity + 1));
    await jacketLine.getByRole('button', { name: `Update ${jacket.name}` }).click();
    await expect(jacketLine.getByRole('alert')).toHaveText(`Only ${jacket.quantity} left in stock.`);
    await expect(quantity).toHaveValue('2');
    await expect(jacketLine.getByText(`${jacket.name} × 2`)).toBeVisible();

    // An invalid coupon: the message at the input. A valid one: a discount and the code listed.
    const code = page.getByRole('textbox', { name: 'Promo code' });
    // Sale prices count as discount already; the code adds to it.
    const discountBefore = await page.getByTestId('discount').textContent();
    await code.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.locator('#cart-coupon-problem')).toHaveText('This promo code is not valid.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('discount')).toHaveText(discountBefore ?? '');
    await code.fill('autumn10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'Promo code AUTUMN10 was applied.' }),
    ).toBeVisible();
    await expect(page.getByTestId('coupon')).toContainText('AUTUMN10');
    await expect(page.getByTestId('discount')).not.toHaveText(discountBefore ?? '');
    expect(amount(await page.getByTestId('discount').textContent())).toBeGreaterThan(amount(discountBefore));
    await expect(page.getByTestId('promotions')).toContainText('10% off your order');

    // Saved for later and back.
    await jacketLine.getByRole('button', { name: `Save for later ${jacket.name}` }).click();
    await expect(lines).toHaveCount(1);
    const saved = page.getByTestId('saved-item');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText(jacket.name);
    await saved.getByRole('button', { name: `Move to cart ${jacket.name}` }).click();
    await expect(saved).toHaveCount(0);
    await expect(lines).toHaveCount(2);
    await expect(page.getByText('Nothing saved for later.')).toBeVisible();

    // Pickup in store and back, through the change-delivery dialog.
    const secondLine = lines.filter({ hasText: second.name });
    await secondLine.getByRole('link', { name: `Change delivery for ${second.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change delivery method' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Pick up in store' }).check();
    await dialog.getByRole('combobox', { name: 'Store' }).selectOption(storeId);
    const axeWithDialog = await new AxeBuilder({ page }).analyze();
    expect(axeWithDialog.violations).toEqual([]);
    await dialog.getByRole('button', { name: 'Save delivery method' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('The item will be picked up in store.');
    await expect(page.getByRole('region', { name: 'Pick up in store' }).getByTestId('cart-line')).toContainText(
      second.name,
    );
    await expect(secondLine.getByTestId('line-delivery')).toContainText(`at ${storeName}`);

    await secondLine.getByRole('link', { name: `Change delivery for ${second.name}` }).click();
    await dialog.getByRole('radio', { name: 'Home delivery' }).check();
    await dialog.getByRole('button', { name: 'Save delivery method' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('The item will be delivered to your address.');
    await expect(page.getByRole('region', { name: 'Pick up in store' })).toHaveCount(0);

    // A reload finds the same cart.
    await page.reload();
    await expect(page.getByTestId('cart-id')).toHaveText(cartId ?? '');
    await expect(lines).toHaveCount(2);
    await expect(jacketLine.getByText(`${jacket.name} × 2`)).toBeVisible();
    await expect(page.getByTestId('coupon')).toContainText('AUTUMN10');

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en-us/checkout');
  });

  test('a gift option is added in its dialog and shows on the line; the empty cart says so', async ({ page }) => {
    const jacket = await jacketInStock();
    await addToCartWithMiniCart(page, jacket, 1);
    await page.goto(`${stack.storefrontUrl}/en-us/cart`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const line = page.getByTestId('cart-line');
    await line.getByRole('link', { name: `Add gift option for ${jacket.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a gift option' });
    await dialog.getByRole('textbox', { name: 'Recipient name' }).fill('Sam');
    await dialog.getByRole('textbox', { name: 'Recipient email' }).fill('sam@example.com');
    await dialog.getByRole('textbox', { name: 'Gift message' }).fill('Happy trails');
    await dialog.getByRole('button', { name: 'Save gift option' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('The gift option was saved.');
    await expect(line).toContainText('Gift for');
    await expect(line).toContainText('Sam');

    await line.getByRole('button', { name: `Remove ${jacket.name}` }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });
});

test.describe('the cart in Canadian French', () => {
  test.use({ javaScriptEnabled: false });

  test('a product added on /fr-ca shows a French cart page, and a change answers in French', async ({ page }) => {
    const target = await jacketInStock();
    const pdpPath = target.pdpUrl.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/)/u, '');
    await page.goto(`${stack.storefrontUrl}/fr-ca${pdpPath}?color=${target.color}`);
    await page
      .getByRole('group', { name: 'Taille' })
      .getByRole('radio', { name: new RegExp(`^${target.size}$`) })
      .check();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'Ajouté à votre panier.' }),
    ).toBeVisible();

    await page.goto(`${stack.storefrontUrl}/fr-ca/cart`);
    await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Résumé de la commande' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passer à la caisse' })).toBeVisible();
    await expect(page.getByText('Rien de gardé pour plus tard.')).toBeVisible();
    // The line names the product in French, as commerce-api answers the Canadian French site.
    const id = target.pdpUrl.split('-').pop() ?? '';
    const details = await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`, {
      headers: { 'x-site-id': 'sb-ca', 'x-locale': 'fr_CA' },
    });
    const { name } = (await details.json()) as { name: string };
    expect(name).not.toBe(target.name);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('link', { name, exact: true })).toBeVisible();
    const quantity = line.getByRole('spinbutton', { name: `Quantité de ${name}` });
    await expect(quantity).toHaveValue('1');
    await quantity.fill('2');
    await line.getByRole('button', { name: `Mettre à jour ${name}` }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Votre panier a été mis à jour.');
    await expect(quantity).toHaveValue('2');
    await line.getByRole('button', { name: `Retirer ${name}` }).click();
    await expect(page.getByText('Votre panier est vide.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continuer à magasiner' })).toBeVisible();
    await expect(page.getByText('Your cart is empty.')).toHaveCount(0);
  });
});

test.describe('cart dialogs and coupons without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('coupon, gift-card balance, saved for later and pickup work as plain forms', async ({ page }) => {
    const jacket = await jacketInStock();
    const { target: second, storeId } = await sizeWithStoreStock(jacket.name);
    await addToCart(page, jacket);
    await addToCart(page, second);
    await page.goto(`${stack.storefrontUrl}/en-us/cart`);

    await page.getByRole('textbox', { name: 'Promo code' }).fill('SUMMER25');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.locator('#cart-coupon-problem')).toHaveText('This promo code has expired.');

    await page.getByText('Check a gift card balance').click();
    await page.getByRole('textbox', { name: 'Gift card number' }).fill('6035550000000002');
    await page.getByLabel('PIN').fill('1234');
    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect(page.locator('#cart-gift-card-message')).toHaveText('This gift card has a balance of $25.00.');

    const secondLine = page.getByTestId('cart-line').filter({ hasText: second.name });
    await secondLine.getByRole('link', { name: `Change delivery for ${second.name}` }).click();
    const panel = page.getByRole('region', { name: 'Change delivery method' });
    await panel.getByRole('radio', { name: 'Pick up in store' }).check();
    await panel.getByRole('combobox', { name: 'Store' }).selectOption(storeId);
    await panel.getByRole('button', { name: 'Save delivery method' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('The item will be picked up in store.');
    await expect(page.getByRole('region', { name: 'Pick up in store' }).getByTestId('cart-line')).toContainText(
      second.name,
    );

    const jacketLine = page.getByTestId('cart-line').filter({ hasText: jacket.name });
    await jacketLine.getByRole('button', { name: `Save for later ${jacket.name}` }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('The item was saved for later.');
    await page
      .getByTestId('saved-item')
      .getByRole('button', { name: `Move to cart ${jacket.name}` })
      .click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('The item was moved to your cart.');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
  });
});

/** Signs in through the shared sign-in page (lookup, then password) and lands on `returnTo`. */
async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  // The page's own form (the footer has a newsletter form with an Email field too).
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email' }).fill(email);
  await main.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Trailhead26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/]/g, '\\/')}$`));
}

test('signing in merges the guest cart into the account cart', async ({ browser }) => {
  const jacket = await jacketInStock();
  const { target: other } = await sizeWithStoreStock(jacket.name);
  const email = 'riley.morgan@example.com';

  // The account already holds one line, added while signed in elsewhere.
  const elsewhere = await browser.newContext();
  const accountPage = await elsewhere.newPage();
  await signIn(accountPage, email, '/en-us/cart');
  await addToCart(accountPage, other);
  await elsewhere.close();

  // A guest adds another product, then signs in from the cart.
  const guest = await browser.newContext();
  const page = await guest.newPage();
  await addToCart(page, jacket);
  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  const guestCartId = await page.getByTestId('cart-id').textContent();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await signIn(page, email, '/en-us/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  // Spec §4: the merged notice, once (the count rose, so the supply check ran; both lines are in stock), in a toast of
  // the cart package's queue: polite, dismissed with its close button from the keyboard.
  const toasts = page.getByRole('status', { name: 'Notifications' });
  await expect(toasts).toHaveText('Items from your previous visit have been added to your cart.');
  await expect(page.getByRole('main').locator('.cart-page__status')).toBeEmpty();
  await expect(page.getByRole('main')).not.toContainText('out of stock');
  await expect(lines.filter({ hasText: jacket.name })).toHaveCount(1);
  await expect(lines.filter({ hasText: other.name })).toHaveCount(1);
  await expect(page.getByTestId('cart-id')).not.toHaveText(guestCartId ?? '');
  // The header counts the merged cart (from this page's own cart).
  await expect(page.getByRole('link', { name: /^Cart\W+2 items$/ })).toBeVisible();
  await toasts.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(toasts).toBeEmpty();
  await page.reload();
  await expect(lines).toHaveCount(2);
  await expect(page.getByText('Items from your previous visit')).toHaveCount(0);
  await guest.close();
});

test('signing in with the same product and size in both carts leaves one line holding both quantities', async ({
  browser,
}) => {
  const jacket = await jacketInStock();
  const email = 'maya.chen@example.com';

  // The account's cart holds one of the jacket in that size, added while signed in elsewhere.
  const elsewhere = await browser.newContext();
  const accountPage = await elsewhere.newPage();
  await signIn(accountPage, email, '/en-us/cart');
  await addToCart(accountPage, jacket);
  await elsewhere.close();

  // A guest adds the same jacket in the same size, then signs in: spec §4's merge makes it one line of two.
  const guest = await browser.newContext();
  const page = await guest.newPage();
  await addToCart(page, jacket);
  await signIn(page, email, '/en-us/cart');
  const jacketLines = page.getByTestId('cart-line').filter({ hasText: jacket.name });
  await expect(jacketLines).toHaveCount(1);
  await expect(jacketLines.getByRole('spinbutton', { name: `Quantity of ${jacket.name}` })).toHaveValue('2');
  await expect(jacketLines.getByText(`${jacket.name} × 2`)).toBeVisible();
  await guest.close();
});
