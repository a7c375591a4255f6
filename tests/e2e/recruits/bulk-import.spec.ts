import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth.ts';
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
});
