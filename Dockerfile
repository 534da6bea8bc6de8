# The service image: Node 20, production dependencies only, runs as the unprivileged `node` user.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/server/package.json packages/server/
COPY packages/client/package.json packages/client/
RUN npm ci --omit=dev --no-audit --no-fund
COPY packages ./packages
# Compiled once into packages/*/dist here; the container runs it as `npm start` would after its build.
RUN npm run build -w @resume/server
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# The same Node flags as `npm start` (packages/server/package.json; docs/deploy.md says why).
CMD ["node", "--conditions=resume-compiled", "--min-semi-space-size=8", "packages/server/dist/main.js"]
