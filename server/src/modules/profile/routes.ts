import type { AreaRoutes } from '../../deps.ts';
import multipart from '@fastify/multipart';
import { badRequest } from '../../lib/http-error.ts';
import { RecruitIdParams } from '@shared/schemas/recruits.ts';
import {
  ProfileBody,
  ProfileCompletionQuery,
  ProfileCompletionResponse,
  ProfileImage,
  ProfileImageFile,
  ProfileImageParams,
  ProfileImageQuery,
} from '@shared/schemas/profile.ts';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from './images.ts';
import { getProfileCompletion, imageBySignedAddress, saveProfileCompletion, uploadImage } from './service.ts';

/** The one file of a multipart upload; over MAX_IMAGE_BYTES is refused while it streams. */
async function uploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest('Send the image as multipart/form-data');
  const file = await req.file();
  if (!file) throw badRequest('Choose an image to upload');
  return file.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('Images can be at most 5 MB');
    throw err;
  });
}

/** Complete Your Profile: completion, save, image upload and the signed image addresses (docs/profile.md). */
export const profileRoutes: AreaRoutes = async (app, { deps }) => {
  // One file per request, at most 5 MiB; anything larger is refused while it streams.
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 2 } });
  const signedIn = app.auth.user;
  const profile = { 200: ProfileCompletionResponse };

  app.get('/recruits/:id/profile_completion/', { onRequest: signedIn, schema: { params: RecruitIdParams, response: profile } }, (req) =>
    getProfileCompletion(deps, req.user, req.params.id),
  );
  app.get('/profile-completion/', { onRequest: signedIn, schema: { querystring: ProfileCompletionQuery, response: profile } }, (req) =>
    getProfileCompletion(deps, req.user, req.query.recruit),
  );
  app.post(
    '/recruits/:id/save_profile_completion/',
    { onRequest: signedIn, schema: { params: RecruitIdParams, body: ProfileBody, response: profile } },
    (req) => saveProfileCompletion(deps, req.user, req.params.id, req.body),
  );
  app.post(
    '/recruits/:id/profile_images/',
    { onRequest: signedIn, schema: { params: RecruitIdParams, response: { 201: ProfileImage } } },
    async (req, reply) => reply.code(201).send(await uploadImage(deps, req.user, req.params.id, () => uploadedFile(req))),
  );

  // Public by address, like a link token: the signature names one image and size, and expires.
  app.get(
    '/profile-images/:id/',
    { schema: { params: ProfileImageParams, querystring: ProfileImageQuery, response: { 200: ProfileImageFile } } },
    async (req, reply) => {
      const img = await imageBySignedAddress(deps, { id: req.params.id, ...req.query });
      return reply
        .type(img.content_type)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(img.bytes);
    },
  );
};
