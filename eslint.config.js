import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      'dist*/**',
      'coverage/**',
      '.tmp/**',
      'contracts/pacts/**',
      // Scaffolder template skeletons are files for the generated repository, not this project's code.
      'config/dev-backend/examples/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // A leading underscore marks a binding kept on purpose: a positional parameter or a property dropped from a rest copy.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Hooks exist only in the React front end and its tests; elsewhere a function named `use` is no hook.
    files: [
      'ui/**/*.{ts,tsx}',
      'plugin-api/**/*.{ts,tsx}',
      'examples/*/src/**/*.{ts,tsx}',
      'config/browser/boot.tsx',
      'tests/ui/**/*.{ts,tsx}',
      'tests/plugin-api/**/*.{ts,tsx}',
      'tests/support/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic hook rules at the levels of the plugin's recommended preset; the preset's other rules target the React Compiler, which this project does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // Code blocks and logs that scroll take focus so that keyboard users can scroll them.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'log'], allowExpressionValues: true }],
    },
  },
  {
    files: ['ui/scaffolder/fields/**/*.tsx', 'ui/scaffolder/form/**/*.tsx'],
    rules: {
      // Form fields focus themselves only when the template's ui:autofocus asks for it.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'contracts/**/*.ts', 'examples/*/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // CommonJS config files load their dependencies with require by definition.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
