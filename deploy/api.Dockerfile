# The Oyna api image (docker-compose.yml › api). Build context: the repository root.
#   docker build -f deploy/api.Dockerfile -t oyna/api .
# It runs the TypeScript sources with tsx, as `npm run start:prod -w api` does, so that the
# image and a developer run the very same code; @oyna/contracts is consumed from source. The
# built-in game provider (@oyna/provider-games) runs inside the api; its browser client is built
# in its own stage and only its dist is copied.
FROM node:20.20-bookworm-slim AS games
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared-contracts shared-contracts
COPY provider-games provider-games
COPY tooling/typescript-rule.mjs tooling/
COPY shell/package.json shell/
COPY remote-sports/package.json remote-sports/
COPY remote-casino/package.json remote-casino/
COPY remote-account/package.json remote-account/
COPY remote-payments/package.json remote-payments/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --workspace @oyna/provider-games --workspace @oyna/contracts \
  && NODE_ENV=production npm run build -w provider-games

FROM node:20.20-bookworm-slim AS deps
WORKDIR /app
# Every workspace manifest, so that the lock file matches; only the api's and the contracts'
# production dependencies are installed.
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY shared-ui/package.json shared-ui/
COPY test-kit/package.json test-kit/
COPY shell/package.json shell/
COPY remote-sports/package.json remote-sports/
COPY remote-casino/package.json remote-casino/
COPY remote-account/package.json remote-account/
COPY remote-payments/package.json remote-payments/
COPY provider-games/package.json provider-games/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @oyna/api --workspace @oyna/contracts \
    --workspace @oyna/provider-games \
  && npm cache clean --force

FROM node:20.20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.base.json ./
COPY shared-contracts ./shared-contracts
COPY provider-games/package.json ./provider-games/
COPY provider-games/src ./provider-games/src
COPY --from=games /app/provider-games/dist ./provider-games/dist
COPY api ./api
# Non-root (node, uid 1000) and fit for a read-only root filesystem: the only writes are tsx's
# compile cache under the temp dir (mount a tmpfs / emptyDir at /tmp) and, on the embedded
# PGlite default only, /app/.data (never in production: DATABASE_URL is set there).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
ENV TMPDIR=/tmp
# 4000: HTTP and the notify hub; 9464: Prometheus metrics when METRICS_PORT is set.
EXPOSE 4000 9464
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:4000/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The same image runs the migrations (docker-compose.yml › migrate, deploy/k8s migrate Job):
#   node_modules/.bin/tsx api/src/ops/migrate-cli.ts
CMD ["node_modules/.bin/tsx", "api/src/server.ts"]
