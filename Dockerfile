# syntax=docker/dockerfile:1
# Clearpath's production image (docs/deployment.md "Docker"): built with the development
# dependencies, run on the production ones only (`npm ci --omit=dev`), as the unprivileged `node`
# user, with a health check on /readyz. deploy/compose.yaml runs two of it behind nginx.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/prepare.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
# pg_dump and pg_restore (npm run db:backup / db:restore, docs/deployment.md "Backups") link to these.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libssl3 libgssapi-krb5-2 liblz4-1 libzstd1 \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    SEED_DEMO=false
WORKDIR /app
# The same files scripts/check-production.ts installs and starts in CI.
COPY package.json package-lock.json ./
COPY scripts/start.mjs scripts/server-node-flags.mjs scripts/server-entries.mjs scripts/server-cli.mjs scripts/prepare.mjs scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY migrations ./migrations
COPY --from=build /app/dist ./dist
# DATA_DIR: backups and the unpacked PostgreSQL client tools; the database itself is DATABASE_URL's.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# start.mjs, not npm: it receives docker stop's SIGTERM itself and closes the server in order.
CMD ["node", "scripts/start.mjs"]
