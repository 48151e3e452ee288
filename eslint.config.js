// Lint rules, including the one-way layer rule: engine → nothing of ours; net → engine only; src → both.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const notFrom = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
})

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'public/**', '.holotable/**', 'test-results/**', '**/.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Repo scripts and config files run on Node.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['engine/**/*.test.ts', 'engine/**/*.bench.ts'],
    rules: {
      ...notFrom(
        [
          '**/net/**',
          '**/src/**',
          'react',
          'react-dom',
          'three',
          'three/*',
          '@react-three/*',
          'yjs',
          'y-*',
          'peerjs',
          'node:*',
          'fs',
          'path',
        ],
        'engine/ is pure: it imports nothing from net/, src/, React, three, yjs or Node.',
      ),
      'no-restricted-globals': [
        'error',
        'Date',
        'performance',
        'window',
        'document',
        'crypto',
        'setTimeout',
        'setInterval',
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Entropy comes only from the log.' },
      ],
    },
  },
  {
    files: ['net/**/*.ts'],
    rules: {
      ...notFrom(
        ['**/src/**', 'react', 'react-dom', 'three', 'three/*', '@react-three/*'],
        'net/ may import engine/ but never src/, React or three.',
      ),
    },
  },
)
