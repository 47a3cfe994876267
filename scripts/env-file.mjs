// Preloaded by the commands that start the shop (`node --import ./scripts/env-file.mjs …` in
// package.json: npm start, npm run dev, npm run cluster, npm run admin). It reads `.env` from the
// folder the command runs in (npm runs the root's scripts in the project root, wherever they are
// typed), as .env.example promises. A variable already set in the environment, even to an empty
// value, wins over the file.
//
// The server (apps/server/src/main.ts) never reads .env itself: the tests, the bench and the
// cluster's nodes start it directly and so run on exactly the environment they give it, whatever a
// developer keeps in their .env.
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
