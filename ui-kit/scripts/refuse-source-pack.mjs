// prepack of ui-kit/package.json: the workspace package points at .ts/.tsx sources, so a tarball of it
// would not work in another portal. The publishable package is ui-kit/dist/ (scripts/build.mjs).
console.error(
  'ui-kit: do not pack or publish ui-kit/ itself (its exports are the workspace sources).\n' +
    '  npm run pack:dist -w @erp/ui-kit      builds ui-kit/dist and packs it\n' +
    '  npm publish ui-kit/dist               after `npm run build -w @erp/ui-kit`',
)
process.exit(1)
