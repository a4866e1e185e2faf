# One image for the portal's services; docker-compose.yml picks the command per service.
FROM node:20.19-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY packages/service-kit/package.json packages/service-kit/
RUN npm ci --no-audit --no-fund
COPY . .
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=8000 DATA_DIR=/data
EXPOSE 8000
CMD ["npm", "run", "api"]
