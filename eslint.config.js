// ESLint for the whole workspace (flat config), run by `pnpm lint` at the root with a cache in .cache/eslint.
// JavaScript's recommended rules, typescript-eslint's recommended rules (syntax only: type-aware linting of the
// whole repo is too slow for CI on two cores), React's hooks rules and jsx-a11y's recommended rules for every .tsx.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Build output, generated code and test artefacts; msw writes mockServiceWorker.js itself.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.cache/**',
      '**/.data/**',
      '**/.turbo/**',
      'apps/storybook/public/mockServiceWorker.js',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // A leading underscore marks a binding left unused on purpose (a parameter a signature requires, a field
      // dropped from a rest object).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The two rules of hooks. eslint-plugin-react-hooks 7 also ships the React Compiler's diagnostics
    // (set-state-in-effect, refs, purity, …); the shop does not use the compiler, and those run a Babel pass per file.
    files: ['**/*.{ts,tsx,mts,cts,jsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A component's own autoFocus prop (the sign-in form moves focus itself) is not the HTML attribute.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
);
