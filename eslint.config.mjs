import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** src/ runs in the browser (src/lib is shared with the build). */
const SRC_NOT_BUILD = {
  regex: '^(\\.\\./)+(plugins|scripts)(/|$)|^@site/(plugins|scripts)(/|$)',
  message:
    'src/ never imports build code from plugins/ or scripts/. Move the shared part to src/lib/.',
};

/** plugins/ and scripts/ run at build time, without the browser UI. */
const BUILD_NOT_UI = {
  regex: '(^|/)src/(theme|components|pages)(/|$)|^@theme(-original)?/',
  message:
    'Build code never imports the browser UI (src/theme, src/components, src/pages). Move the shared part to src/lib/.',
};

/** Node.js-only helpers are for build code and tests. */
const BROWSER_NOT_NODE = {
  regex: '(^|/)lib/node(/|$)',
  message:
    'src/lib/node holds Node.js-only helpers for build code; browser code cannot use them.',
};

export default tseslint.config(
  {
    ignores: [
      'tests/bad-input/.work/**',
      'node_modules/**',
      'build/**',
      '.docusaurus/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'bench/work/**',
      'tests/fixtures/**/build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    plugins: {
      '@docusaurus': docusaurus,
      'react-hooks': reactHooks,
    },
    rules: {
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'off',
      '@docusaurus/no-untranslated-text': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Imports flow one way. Framework-free logic shared by the build and the
  // browser lives in src/lib (and src/config, src/data); plugins/ and
  // scripts/ run at build time, src/ in the browser, and neither side
  // reaches into the other.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {patterns: [SRC_NOT_BUILD]}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [SRC_NOT_BUILD, BROWSER_NOT_NODE]},
      ],
    },
  },
  {
    files: ['plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            BUILD_NOT_UI,
            {
              regex: '^(\\.\\./)+scripts(/|$)|^@site/scripts(/|$)',
              message:
                'plugins/ never imports scripts/: both run at build time, side by side. Move the shared part to src/lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            BUILD_NOT_UI,
            {
              regex: '^(\\.\\./)+plugins(/|$)|^@site/plugins(/|$)',
              message:
                'scripts/ never imports plugins/: both run at build time, side by side. Move the shared part to src/lib/.',
            },
          ],
        },
      ],
    },
  },
);
