import { expect, test } from '@playwright/test';
import { baseURL } from './base-url.ts';
import { HOME_JS_BUDGET_BYTES, measureHomePageScripts, totalBytes } from './home-js-size.ts';

test('the home page loads at most 122 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = await measureHomePageScripts(page, baseURL);
  expect(scripts.length).toBeGreaterThan(0);
  const total = totalBytes(scripts);
  test.info().annotations.push({
    type: 'home JS (gzip)',
    description: `${(total / 1024).toFixed(1)} KB in ${scripts.length} files`,
  });
  expect(total, scripts.map((s) => `${s.path}: ${s.gzipBytes} B`).join('\n')).toBeLessThanOrEqual(
    HOME_JS_BUDGET_BYTES,
  );
});
