// Uploads of the profile tests: a real multipart body, as a browser sends it, and real images.
import sharp from 'sharp';
import type { TestContext } from '../../support/test-app.ts';

/** A multipart/form-data body with one file part. */
function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = '----clearpathtest';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /recruits/{id}/profile_images/ with one file. */
export const upload = (ctx: TestContext, id: number, headers: Record<string, string>, filename: string, type: string, bytes: Buffer) => {
  const body = multipart(filename, type, bytes);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/recruits/${id}/profile_images/`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

/** A real PNG (600 × 400 unless told). */
export const png = (width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#3355ff' } })
    .png()
    .toBuffer();
