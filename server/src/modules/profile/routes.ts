import type { AreaRoutes } from '../../deps.ts';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { RecruitIdParams } from '@shared/schemas/recruits.ts';
import { ProfileBody, ProfileCompletionQuery } from '@shared/schemas/profile.ts';
import { assertCanSeeRecruit } from '../recruits/guard.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { MAX_IMAGE_BYTES, validImageSignature } from './images.ts';
import { imageBytes } from './repo.ts';
import { getProfileCompletion, saveProfileCompletion, uploadImage } from './service.ts';

const ImageQuery = z.object({
  size: z.enum(['full', 'thumb']),
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(10).max(100),
});
const ImageParams = z.object({ id: z.string().uuid('Not an image') });

/** Only the recruit itself writes its profile (docs/profile.md, "Permissions"); staff read any. */
function assertOwnProfile(user: AccessClaims, recruitId: number): void {
  if (user.type !== 'recruit' || user.recruit_id !== recruitId) throw forbidden('Only the recruit can change their own profile');
}

/** Complete Your Profile: completion, save, image upload and the signed image addresses (docs/profile.md). */
export const profileRoutes: AreaRoutes = async (app) => {
  const secret = app.config.jwtSecret;
  // One file per request, at most 5 MiB; anything larger is refused while it streams.
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 2 } });
  const signedIn = { onRequest: app.auth.user };

  app.get('/recruits/:id/profile_completion/', { ...signedIn, schema: { params: RecruitIdParams } }, (req) => {
    assertCanSeeRecruit(req.user, req.params.id);
    return getProfileCompletion(app.sql, secret, req.params.id);
  });
  app.get('/profile-completion/', { ...signedIn, schema: { querystring: ProfileCompletionQuery } }, (req) => {
    assertCanSeeRecruit(req.user, req.query.recruit);
    return getProfileCompletion(app.sql, secret, req.query.recruit);
  });
  app.post('/recruits/:id/save_profile_completion/', { ...signedIn, schema: { params: RecruitIdParams, body: ProfileBody } }, (req) => {
    assertOwnProfile(req.user, req.params.id);
    return saveProfileCompletion(app.sql, secret, req.user.sub, req.params.id, req.body);
  });

  app.post('/recruits/:id/profile_images/', { ...signedIn, schema: { params: RecruitIdParams } }, async (req, reply) => {
    assertOwnProfile(req.user, req.params.id);
    if (!req.isMultipart()) throw badRequest('Send the image as multipart/form-data');
    const file = await req.file();
    if (!file) throw badRequest('Choose an image to upload');
    const bytes = await file.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('Images can be at most 5 MB');
      throw err;
    });
    return reply.code(201).send(await uploadImage(app.sql, secret, req.user.sub, req.params.id, bytes));
  });

  // Public by address, like a link token: the signature names one image and size, and expires.
  app.get('/profile-images/:id/', { schema: { params: ImageParams, querystring: ImageQuery } }, async (req, reply) => {
    if (!validImageSignature(secret, { id: req.params.id, ...req.query })) throw forbidden('This image link has expired or is not valid');
    const img = await imageBytes(app.sql, req.params.id, req.query.size);
    if (!img) throw notFound('Image not found');
    return reply
      .type(img.content_type)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(img.bytes);
  });
};
