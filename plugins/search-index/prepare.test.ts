import {describe, expect, it} from 'vitest';
import {DESCRIPTION_WEIGHT, metaContent, prepareForIndex} from './prepare';

const docsPage = [
  '<html lang=en><head>',
  '<meta data-rh=true name=docsearch:language content=en />',
  '<meta data-rh=true name="docsearch:docusaurus_tag" content=docs-default-current />',
  '</head><body><nav class="navbar">Menu</nav><main class=docMain>',
  '<article><nav class="theme-doc-breadcrumbs breadcrumbs" aria-label=Breadcrumbs>Home</nav>',
  '<div class="tocCollapsible theme-doc-toc-mobile">On this page</div>',
  '<h1>Title</h1><h2 id=usage>Usage</h2><p>Text</p>',
  '<nav class="docusaurus-mt-lg pagination-nav">Next</nav></article></main></body></html>',
].join('');

describe('prepareForIndex', () => {
  it('indexes the article and leaves navigation out', () => {
    const out = prepareForIndex(docsPage)!;
    expect(out).toContain('<article data-pagefind-body>');
    expect(out).toContain(
      '<nav data-pagefind-ignore class="theme-doc-breadcrumbs',
    );
    expect(out).toContain(
      '<div data-pagefind-ignore class="tocCollapsible theme-doc-toc-mobile">',
    );
    expect(out).toContain(
      '<nav data-pagefind-ignore class="docusaurus-mt-lg pagination-nav">',
    );
    expect(out).not.toContain('<nav data-pagefind-ignore class="navbar">');
  });

  it('records the DocSearch meta tags as filters', () => {
    const out = prepareForIndex(docsPage)!;
    expect(out).toContain(
      '<meta data-pagefind-filter="language[content]" data-rh=true name=docsearch:language content=en />',
    );
    expect(out).toContain(
      '<meta data-pagefind-filter="docusaurus_tag[content]" data-rh=true name="docsearch:docusaurus_tag"',
    );
  });

  it('falls back to the main element, and skips pages without content', () => {
    expect(
      prepareForIndex('<body><main class=x><h1>Experts</h1></main></body>'),
    ).toContain('<main data-pagefind-body class=x>');
    expect(prepareForIndex('<body><div>Redirecting</div></body>')).toBeNull();
  });

  it('records API reference pages as their own section', () => {
    const api = prepareForIndex(
      '<html lang=en class="plugin-docs docs-doc-id-api/interpolate"><body><article><h1>interpolate()</h1></article></body></html>',
    );
    expect(api).toContain('data-pagefind-meta="section:API reference"');
    const guide = prepareForIndex(
      '<html lang=en class="plugin-docs docs-doc-id-animation/interpolate"><body><article><h1>Interpolation</h1></article></body></html>',
    );
    expect(guide).not.toContain('data-pagefind-meta');
  });

  it('indexes the description first with extra weight, escaped', () => {
    const out = prepareForIndex(
      `<html><head><meta data-rh=true name=description content='Use "<Sequence>" to shift time.'/></head><body><article><h1>Sequence</h1></article></body></html>`,
    )!;
    expect(out).toContain(
      `<article data-pagefind-body><p data-pagefind-weight="${DESCRIPTION_WEIGHT}">Use "&lt;Sequence&gt;" to shift time.</p><h1>`,
    );
    expect(
      metaContent('<meta name="description" content="a b">', 'description'),
    ).toBe('a b');
    expect(
      metaContent('<meta name=description content=plain>', 'description'),
    ).toBe('plain');
    expect(
      metaContent('<meta name=og:title content=x>', 'description'),
    ).toBeUndefined();
  });

  it('leaves source code out of the index, but keeps messages and commands', () => {
    const out = prepareForIndex(
      '<html><body><article><h1>T</h1>' +
        '<div class="language-tsx codeBlockContainer_x theme-code-block"><pre>const a = 1;</pre></div>' +
        '<div class="language-text codeBlockContainer_x theme-code-block"><pre>Error: Target closed</pre></div>' +
        '<div class="language-bash codeBlockContainer_x theme-code-block"><pre>npx remotion render</pre></div>' +
        '</article></body></html>',
    )!;
    expect(out).toContain('<div data-pagefind-ignore class="language-tsx');
    expect(out).toContain('<div class="language-text');
    expect(out).toContain('<div class="language-bash');
  });
});
