import { expect, type Locator } from '@playwright/test';

/** Unticks every template of the department/template chooser (it opens with each department's defaults ticked). */
export async function untickAllTemplates(chooser: Locator) {
  // The templates load after the dialog opens: wait for them, or there is nothing to untick yet.
  await expect(chooser.getByRole('checkbox').first()).toBeVisible();
  const ticked = chooser.getByRole('checkbox', { checked: true });
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  await expect(ticked).toHaveCount(0);
}
