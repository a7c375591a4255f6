import { z } from 'zod';
import type { AreaRoutes } from '../../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import { CalculateLiveBody, SaveInputsBody, SingleInputBody } from '@shared/schemas/proforma.ts';
import { InputItem, InputsResponse, ProformaCalculation } from '@shared/schemas/proforma-responses.ts';
import { calculateLive, calculateSaved, getInputs, saveInputs, saveOneInput } from './service.ts';
import { recruitInRequest, recruitOfPathRow, recruitOfRow } from '../../recruits/visibility.ts';

/** A session's inputs and its calculation (docs/proforma.md, "Inputs"): staff write, the session's recruit reads. */
export const inputRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = app.auth.recruiter;
  const calculated = { 200: ProformaCalculation };

  app.get(
    '/proforma/sessions/:id/inputs/',
    { onRequest: app.auth.user, schema: { params: idParam, response: { 200: InputsResponse } } },
    (req) => getInputs(deps, req.user, req.params.id),
  );
  app.post(
    '/proforma/sessions/:id/save_inputs/',
    {
      onRequest: staff,
      preHandler: recruitOfPathRow(deps.sql, 'proforma_sessions'),
      schema: { params: idParam, body: SaveInputsBody, response: { 200: InputsResponse } },
    },
    (req) => saveInputs(deps, req.user.sub, req.params.id, req.body.inputs),
  );
  // One entry: 201 with the saved item, or 204 when the entry was empty (nothing saved).
  app.post(
    '/proforma/inputs/',
    {
      onRequest: staff,
      preHandler: recruitInRequest(deps.sql, (req) => recruitOfRow(deps.sql, 'proforma_sessions', (req.body as SingleInputBody).session)),
      schema: { body: SingleInputBody, response: { 201: InputItem, 204: z.null() } },
    },
    async (req, reply) => {
      const item = await saveOneInput(deps, req.user.sub, req.body);
      return item ? reply.code(201).send(item) : reply.code(204).send(null);
    },
  );
  app.post('/proforma/sessions/:id/calculate/', { onRequest: staff, schema: { params: idParam, response: calculated } }, (req) =>
    calculateSaved(deps, req.user, req.params.id),
  );
  app.post(
    '/proforma/sessions/:id/calculate_live/',
    { onRequest: staff, schema: { params: idParam, body: CalculateLiveBody, response: calculated } },
    (req) => calculateLive(deps, req.user, req.params.id, req.body.inputs),
  );
};
