# Portico's portal alone, in front of a Backstage backend that runs elsewhere.
#   docker build -t portico .
#   docker run -p 3000:3000 -e APP_CONFIG_app_baseUrl=https://portal.example.com \
#     -e APP_CONFIG_backend_baseUrl=https://backstage.example.com portico
# The image's /app/app-config.yaml holds the portal alone's defaults (config/server/portal-alone.app-config.yaml);
# APP_CONFIG_<path_with_underscores> variables set single keys, and a file mounted at /app/app-config.local.yaml
# is read after the defaults.
# tests/e2e/production/container.test.ts performs the second stage's steps without a container engine.

# Both stages run the Node release CI tests with (.ci/run's NODE_VERSION), named by its full version rather than a
# moving major tag. To pin the exact image bytes as well, append the digest your registry or mirror reports for it
# (docker buildx imagetools inspect node:22.23.3-bookworm-slim): FROM node:22.23.3-bookworm-slim@sha256:<digest>.
FROM node:22.23.3-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# Building needs no install scripts (they compile the embedded backend's SQLite driver).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# Writes dist/ and dist-server/ (the server bundle, its package.json and package-lock.json, the default config).
RUN npm run build

FROM node:22.23.3-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /src/dist ./dist
COPY --from=build /src/dist-server ./dist-server
COPY --from=build /src/dist-server/package.json /src/dist-server/package-lock.json /src/dist-server/app-config.yaml ./
# Exactly the versions the build locked, production dependencies only.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# Listen on every interface of the container, on a port a non-root user may bind, whatever app.baseUrl says.
ENV APP_CONFIG_app_listen_host=0.0.0.0 \
    APP_CONFIG_app_listen_port=3000
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthcheck').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Reads /app/app-config.yaml, then /app/app-config.local.yaml when one is mounted, then APP_CONFIG_* variables.
CMD ["node", "dist-server/portico-server.mjs"]
