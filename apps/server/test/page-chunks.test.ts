import { describe, expect, it } from 'vitest';
import { pageChunks } from '../src/plugins/page-render.ts';

// The boot script runs a page's chunks one task each in the order the server lists them, so each
// must come after every chunk it imports (decision 030).
describe("a page's chunk list", () => {
  const manifest = {
    'src/boot.ts': { file: 'assets/index.js', isEntry: true, imports: ['_preload.js'] },
    '_preload.js': { file: 'assets/preload.js' },
    'src/main.tsx': { file: 'assets/app.js', imports: ['_preload.js', '_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_common.js': { file: 'assets/common.js', imports: ['_runtime.js'] },
    '_users.js': { file: 'assets/users.js', imports: ['_common.js', '_runtime.js'] },
    'src/login-page.tsx': {
      file: 'assets/login-page.js',
      imports: ['src/main.tsx', '_users.js', '_common.js'],
    },
  };

  it('puts every chunk after the chunks it imports, and leaves out what the boot script loads', () => {
    const chunks = pageChunks(manifest)(['src/main.tsx', 'src/login-page.tsx']);
    expect(chunks).toEqual([
      'assets/runtime.js',
      'assets/app.js',
      'assets/common.js',
      'assets/users.js',
      'assets/login-page.js',
    ]);
  });

  it('lists a chunk that two modules share once', () => {
    const chunks = pageChunks(manifest)(['src/login-page.tsx', 'src/main.tsx']);
    expect(chunks.filter((file) => file === 'assets/common.js')).toHaveLength(1);
    expect(chunks.at(-1)).toBe('assets/login-page.js');
  });
});
