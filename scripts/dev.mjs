// `npm run dev`: the server restarted on every change of its sources, run like `npm start` from the
// project root (the same .env, the same DATA_DIR), serving at `/` the web app built from the sources
// of the moment it started. The web app with hot reload is Vite's dev server, started apart.
import { spawn } from 'node:child_process';
import { buildWebAppIfChanged } from './web-build.mjs';

buildWebAppIfChanged();
console.log(
  'For the web app with hot reload, run "npx vite" in apps/web and open http://127.0.0.1:5173 ' +
    `(it sends /api to this server on port ${process.env.PORT || 3000}).`,
);
// Vite's dev server serves the app from an origin of its own: its pages may use the session cookie
// here only while the server runs for development (DEV_SERVER_ORIGINS, when set, says which instead).
const port = process.env.PORT || 3000;
const devServerOrigins = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
].join(',');
const server = spawn('tsx', ['watch', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DEV_SERVER_ORIGINS: process.env.DEV_SERVER_ORIGINS || devServerOrigins },
});
// Ctrl-C reaches the server itself (same terminal); SIGTERM sent to this process is passed on. Either
// way this process waits for the server to finish draining.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 1));
