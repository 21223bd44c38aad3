import { expect, test } from '@playwright/test';
import { startStack } from '../src/stack';

test('a cart created before both servers restart is the same cart after', async ({ page }) => {
  test.setTimeout(120_000);
  const first = await startStack();
  const ports = {
    apiPort: Number(new URL(first.apiUrl).port),
    storefrontPort: Number(new URL(first.storefrontUrl).port),
  };
  let cartId: string;
  try {
    await page.goto(`${first.storefrontUrl}/en-us/cart`);
    cartId = (await page.getByTestId('cart-id').textContent())?.trim() ?? '';
    expect(cartId).not.toBe('');
  } finally {
    await first.stop();
  }

  const second = await startStack({ dataDir: first.dataDir, ...ports });
  try {
    await page.goto(`${second.storefrontUrl}/en-us/cart`);
    await expect(page.getByTestId('cart-id')).toHaveText(cartId);
  } finally {
    await second.stop();
  }
});
