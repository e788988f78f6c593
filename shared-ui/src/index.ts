/**
 * The whole of shared-ui in one module, kept for remotes built against 1.x before its entry points existed
 * (`@travel/shared-ui/api`, `/store`, …). New code imports the entry it needs, so a page downloads only the
 * parts it uses. Everything here comes through those entries' package names, so a federated build consumes
 * the same shared singletons the entries are (one store slice, one query cache, one toast queue).
 * The contracts' rules are re-exported for those remotes too; new code imports `@travel/contracts/rules`.
 */
export * from '@travel/shared-ui/api';
export * from '@travel/shared-ui/store';
export * from '@travel/shared-ui/toast';
export * from '@travel/shared-ui/components';
export * from '@travel/shared-ui/money';
export * from '@travel/shared-ui/standalone';
export * from '@travel/contracts/rules';
