import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { scheduleClearviewSession } from '../support/clearview.ts';

/** Sockets on the session link that stay in the room (as other windows with the link would). */
async function holdLink(baseURL: string, token: string, count: number): Promise<WebSocket[]> {
  const url = `${baseURL.replace(/^http/, 'ws')}/ws/clearview/${token}`;
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(url);
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
}

test('a ClearView link open in too many windows: the page says the session is full, and joins once a window closes', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await scheduleClearviewSession(request, 'Avery', 'Full');
  const held = await holdLink(baseURL ?? '', session.token, 8);
  try {
    await page.goto(session.path);
    await expect(page.getByRole('heading', { name: 'This session is full' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This session link is open in too many windows.');
    held.pop()?.close();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'ClearView Session: Avery Full' })).toBeVisible();
  } finally {
    for (const socket of held) socket.close();
  }
});
