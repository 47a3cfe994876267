import { expect, test } from '@playwright/test';
import { baseURL } from './base-url.ts';
import {
  HOME_APP_JS_BUDGET_BYTES,
  HOME_JS_BUDGET_BYTES,
  measureHomePageScripts,
  totalBytes,
  type ScriptSize,
} from './home-js-size.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const listed = (scripts: ScriptSize[]) => scripts.map((s) => `${s.path}: ${s.gzipBytes} B`).join('\n');

test('the home page loads at most 90 KB of gzipped JavaScript before an interaction, 128 KB after', async ({
  page,
}) => {
  const { beforeInteraction, afterInteraction } = await measureHomePageScripts(page, baseURL);
  const before = totalBytes(beforeInteraction);
  const after = totalBytes(afterInteraction);
  test.info().annotations.push(
    {
      type: 'home JS before interaction (gzip)',
      description: `${kb(before)} in ${beforeInteraction.length} files`,
    },
    {
      type: 'home JS after interaction (gzip)',
      description: `${kb(after)} in ${afterInteraction.length} files`,
    },
  );
  expect(beforeInteraction.length).toBeGreaterThan(0);
  expect(before, listed(beforeInteraction)).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  // The app did load: the interaction fetched more than the boot script.
  expect(afterInteraction.length).toBeGreaterThan(beforeInteraction.length);
  expect(after, listed(afterInteraction)).toBeLessThanOrEqual(HOME_APP_JS_BUDGET_BYTES);
});
