import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
