import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../../server/src/lib/redact-url.ts';

describe('redactUrl', () => {
  it.each([
    ['/ws/clearview/abc123?ticket=Zm9vYmFy&scenario=2', '/ws/clearview/[token]'],
    ['/ws/clearview-notes/abc123?ticket=Zm9vYmFy', '/ws/clearview-notes/[token]'],
    ['/api/clearview/abc123/save/', '/api/clearview/[token]/save/'],
    ['/api/accept/tok/', '/api/accept/[token]/'],
    ['/api/auth/setup-password/tok/', '/api/auth/setup-password/[token]/'],
    ['/api/auth/validate-reset-token/tok/', '/api/auth/validate-reset-token/[token]/'],
    ['/api/onboarding/task/0b0e-uuid/', '/api/onboarding/task/[token]/'],
    ['/api/onboarding/department/3/tasks/?key=secret', '/api/onboarding/department/3/tasks/'],
    ['/api/recruits/12/', '/api/recruits/12/'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
