// Response headers for every answer (docs/security.md, "HTTP"): a Content-Security-Policy the built
// client passes, no framing, no referrer (link tokens live in paths), nosniff; HSTS behind TLS;
// no-store on API answers.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string }) => {
  const overTls = opts.appUrl.startsWith('https:');
  const { host } = new URL(opts.appUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Only our own bundles: Vite's build emits no inline script (checked by the e2e tier).
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // react-hot-toast (goober) writes its styles into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: the favicon in index.html (the PDFs are made on the server: no canvas images).
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers same-origin WebSockets in current browsers; the explicit origin serves older ones.
        connectSrc: ["'self'", `${overTls ? 'wss' : 'ws'}://${host}`],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(overTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: overTls ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
  });
  // API answers carry personal data (names, e-mails, profiles, figures): neither the browser's cache
  // nor a proxy keeps one. A route whose answer may be kept says so itself (the signed image address).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
