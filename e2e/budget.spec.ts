import { expect, test } from '@playwright/test';
import { baseURL } from './base-url.ts';
import {
  HOME_APP_JS_BUDGET_BYTES,
  HOME_JS_BUDGET_BYTES,
  measureHomePageScripts,
  PAGE_SCRIPT_BUDGET_BYTES,
  pageScriptGzipBytes,
  totalBytes,
  type ScriptSize,
} from './home-js-size.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const listed = (scripts: ScriptSize[]) => scripts.map((s) => `${s.path}: ${s.sentBytes} B`).join('\n');

test('the home page receives at most 90 KB of JavaScript before its largest paint, 116 KB in all', async ({
  page,
}) => {
  const { beforeLargestPaint, hydrated } = await measureHomePageScripts(page, baseURL);
  const before = totalBytes(beforeLargestPaint);
  const all = totalBytes(hydrated);
  test.info().annotations.push(
    {
      type: 'home JS before the largest paint (as sent)',
      description: `${kb(before)} in ${beforeLargestPaint.length} files`,
    },
    { type: 'home JS once hydrated (as sent)', description: `${kb(all)} in ${hydrated.length} files` },
  );
  expect(beforeLargestPaint.length).toBeGreaterThan(0);
  expect(before, listed(beforeLargestPaint)).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  // The app did load, untouched: more than the boot script.
  expect(hydrated.length).toBeGreaterThan(beforeLargestPaint.length);
  expect(all, listed(hydrated)).toBeLessThanOrEqual(HOME_APP_JS_BUDGET_BYTES);
});

test('the home, a part’s and the login page each run at most 90 KB of script, by issue 39’s method', async ({
  page,
  request,
}) => {
  const { items } = (await (await request.get('/api/products?limit=1')).json()) as {
    items: { _id: string }[];
  };
  for (const path of ['/', `/products/${items[0]!._id}`, '/login']) {
    const bytes = await pageScriptGzipBytes(page, `${baseURL}${path}`);
    test.info().annotations.push({ type: `${path} script (gzip -9)`, description: kb(bytes) });
    expect(bytes, path).toBeLessThanOrEqual(PAGE_SCRIPT_BUDGET_BYTES);
  }
});
