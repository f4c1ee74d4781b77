import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { checkoutToPayment, pickJourneyProduct } from './journeys';

/** Every option box's image: loaded, and in its fixed 64 x 32 box, so nothing moves as the images arrive. */
async function expectImagesInTheirBoxes(group: Locator) {
  const images = group.locator('img.option-box__image');
  const count = await images.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i += 1) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('width', '64');
    await expect(image).toHaveAttribute('height', '32');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await image.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([64, 32]);
  }
}

test.describe('delivery and payment options with their images', () => {
  for (const width of [1366, 375]) {
    test(`at ${width} px each option shows its mark at a fixed size beside its name`, async ({ page, request }, testInfo) => {
      const { main } = await checkoutToPayment(page, await pickJourneyProduct(request, 11), () => page.setViewportSize({ width, height: 900 }));
      const delivery = main.getByRole('group', { name: /Välj fraktsätt$/ });
      const payment = main.getByRole('group', { name: /Välj betalningsmetod$/ });
      await expect(delivery.locator('img[src="/checkout-marks/postnord.svg"]').first()).toBeVisible();
      await expect(payment.locator('img[src="/checkout-marks/swish.svg"]')).toBeVisible();
      await expectImagesInTheirBoxes(delivery);
      await expectImagesInTheirBoxes(payment);
      // The image is decoration: each radio is still named by the option's own name.
      await expect(payment.getByRole('radio', { name: /^Swish/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await delivery.screenshot({ path: testInfo.outputPath(`delivery-${width}.png`) });
      await payment.screenshot({ path: testInfo.outputPath(`payment-${width}.png`) });
    });
  }
});
