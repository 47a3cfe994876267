import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss, requiredClasses } from '../src/plugins/critical-css.ts';

describe('the classes a selector needs on the page', () => {
  it('reads classes outside attribute brackets and those every choice of :is() needs, escapes resolved', () => {
    expect(requiredClasses('.btn')).toEqual(['btn']);
    expect(requiredClasses('.menu li>.active:hover')).toEqual(['menu', 'active']);
    expect(requiredClasses('.md\\:flex')).toEqual(['md:flex']);
    expect(requiredClasses('.w-1\\/2')).toEqual(['w-1/2']);
    expect(requiredClasses('.\\[\\&\\>svg\\]\\:size-4>svg')).toEqual(['[&>svg]:size-4']);
    expect(requiredClasses('.\\31 0')).toEqual(['10']);
    expect(requiredClasses('.btn:not(.btn-ghost)')).toEqual(['btn']);
    expect(requiredClasses(':is(.select:focus,.select:focus-within)')).toEqual(['select']);
    expect(requiredClasses(':where(.menu li, .menu-title) .x')).toEqual(['x']);
    expect(requiredClasses(':root:has(input.theme-controller:checked)')).toEqual(['theme-controller']);
    expect(requiredClasses('.a:is(.b:not(.c), .b.d) > :nth-child(2n of .e)')).toEqual(['a', 'b']);
    expect(requiredClasses('[class~=".x"] .y')).toEqual(['y']);
    expect(requiredClasses('input[type="text"]')).toEqual([]);
    expect(requiredClasses(':root')).toEqual([]);
  });
});

describe('the classes in a page', () => {
  it('reads every class attribute, as the browser decodes it', () => {
    const html = '<div class="btn  btn-primary"><svg class="[&amp;&gt;svg]:size-4"></svg><p data-class="x">';
    expect([...classesIn(html)].sort()).toEqual(['[&>svg]:size-4', 'btn', 'btn-primary']);
  });
});

describe('the rules a rendered page inlines', () => {
  const stylesheet = [
    '@layer theme,base,components,utilities;',
    ':root{--brand:#123}',
    '@layer base{*,:before{box-sizing:border-box}h1{font-size:2rem}}',
    '@layer components{.btn{padding:1rem}.btn:hover{opacity:.9}.card .title{font-weight:700}.modal{position:fixed}}',
    '@layer utilities{.md\\:flex{display:block}@media (min-width:48rem){.md\\:flex{display:flex}.hidden-on-wide{display:none}}}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
    '@property --tw-x{syntax:"*";inherits:false}',
  ].join('');
  const stylesFor = criticalCss(stylesheet);

  it('keeps the rules whose classes the page has, the ones without a class, and the whole at-rules', () => {
    const { css } = stylesFor(
      '<h1 class="md:flex">A</h1><button class="btn">B</button><div class="card">C</div>',
    );
    expect(css).toBe(
      '@layer theme,base,components,utilities;' +
        ':root{--brand:#123}' +
        '@layer base{*,:before{box-sizing:border-box}h1{font-size:2rem}}' +
        '@layer components{.btn{padding:1rem}.btn:hover{opacity:.9}}' +
        '@layer utilities{.md\\:flex{display:block}@media (min-width:48rem){.md\\:flex{display:flex}}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}' +
        '@property --tw-x{syntax:"*";inherits:false}',
    );
  });

  it('drops an at-rule left empty, and gives the hash the policy names', () => {
    const { css, hash } = stylesFor('<p class="plain">A</p>');
    expect(css).not.toContain('@media');
    expect(css).not.toContain('@layer components{');
    expect(hash).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it('answers pages with the same classes alike, in any order', () => {
    expect(stylesFor('<a class="btn card">x</a>')).toBe(
      stylesFor('<a class="card">x</a><b class="btn">y</b>'),
    );
  });
});
