// `npm start`: build the web app when its sources changed since the last build, then run the server
// (which migrates and seeds the database) in this same process, so signals reach it directly.
import { register } from 'tsx/esm/api';
import { buildWebAppIfChanged } from './web-build.mjs';

buildWebAppIfChanged();

register();
await import('../apps/server/src/main.ts');
