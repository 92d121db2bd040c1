# Portico's portal alone, in front of a Backstage backend that runs elsewhere.
#   docker build -t portico .
#   docker run -p 3000:3000 -v "$PWD/app-config.production.yaml:/app/app-config.yaml:ro" portico
# The mounted config sets app.baseUrl (where people open the portal), backend.baseUrl (the Backstage backend)
# and portico.embeddedBackend: false; APP_CONFIG_<path_with_underscores> variables override single keys.
# tests/e2e/production/container.test.ts performs the second stage's steps without a container engine.

FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# Building needs no install scripts (they compile the embedded backend's SQLite driver).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /src/dist ./dist
COPY --from=build /src/dist-server ./dist-server
COPY --from=build /src/dist-server/package.json ./package.json
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
# Listen on every interface of the container, on a port a non-root user may bind, whatever app.baseUrl says.
ENV APP_CONFIG_app_listen_host=0.0.0.0 \
    APP_CONFIG_app_listen_port=3000
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthcheck').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist-server/portico-server.mjs", "--config", "/app/app-config.yaml"]
