import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth.ts';
import { widthProblems } from '../support/width-check.ts';
import { recruitVia } from './setup.ts';

// docs/recruits-client.md, "Bulk actions" and "Import": the pipeline's selection and the CSV import screens.
test.describe('pipeline bulk actions and import', () => {
  test('select two recruits, move their status, and read the summary with the refusal', async ({ page, request }) => {
    const ready = await recruitVia(request, 'completed');
    const early = await recruitVia(request, 'created');
    await loginAs(page, 'recruiter');
    await page.goto('/dashboard/recruits?view=table');
    await page.getByLabel('Search', { exact: true }).fill('Actions');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('checkbox', { name: `Select ${ready.name}` }).check();
    await page.getByRole('checkbox', { name: `Select ${early.name}` }).check();
    await expect(page.getByTestId('bulk-count')).toHaveText('2 selected');

    await page.getByRole('button', { name: 'Move status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move status: 2 recruits' });
    await dialog.getByLabel('New status').selectOption('nurture_long_term');
    await dialog.getByRole('button', { name: 'Apply to 2' }).click();
    const summary = dialog.getByTestId('bulk-summary');
    await expect(summary).toContainText('1 done, 1 refused.');
    await expect(summary).toContainText(`${early.name}: Cannot move a recruit from`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('recruit-row').filter({ hasText: ready.name })).toContainText(/long term/i);
  });

  test('import a small CSV: map, check, import', async ({ page }) => {
    const tag = Date.now().toString(36);
    const csv = `First name,Last name,E-mail,Phone,States\r\nIvy,Import${tag},ivy.${tag}@example.test,555 010 2000,CA\r\nIan,Import${tag},ian.${tag}@example.test,555 010 2001,"TX, NY"\r\n`;
    await loginAs(page, 'recruiter');
    await page.goto('/dashboard/recruits');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import recruits from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'recruits.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // Columns are mapped from their headers.
    await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveValue('email');
    await expect(dialog.getByLabel('States', { exact: true })).toHaveValue('states_licensed');
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expect(dialog.getByTestId('import-check')).toContainText('Ready to import: 2 to create, 0 to update, 0 to skip.');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByTestId('import-done')).toHaveText('Imported: 2 created, 0 updated, 0 skipped.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Search', { exact: true }).fill(`Import${tag}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('recruit-card')).toHaveCount(2);
  });

  test('the selection bar and the import dialog fit phone, tablet and desk widths', async ({ page }) => {
    const csv =
      'First name,Last name,Email,Phone,States,Source,NMLS,Notes\r\nIvy,Wide,ivy.wide@example.test,555 010 2000,CA,referral,123,A long note\r\n';
    await loginAs(page, 'recruiter');
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const view of ['cards', 'table']) {
        await page.goto(`/dashboard/recruits?view=${view}`);
        // A click, not check(): the next page of the list may load right after it (the table's rows are short,
        // so the end of the list is near), which leaves the page checkbox mixed, as it should be.
        await page.getByRole('checkbox', { name: 'Select all recruits on the page' }).click();
        await expect(page.getByTestId('bulk-count')).toBeVisible();
        expect(await widthProblems(page), `${view} at ${width}px`).toEqual([]);
      }
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import recruits from CSV' });
      await dialog.getByLabel('CSV file').setInputFiles({ name: 'wide.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await dialog.getByRole('button', { name: 'Check file' }).click();
      await expect(dialog.getByTestId('import-check')).toBeVisible();
      expect(await widthProblems(page), `import at ${width}px`).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  });
});
