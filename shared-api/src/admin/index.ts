// The 'shared-api/admin' entry: the endpoints only the admin remote calls. The admin remote bundles
// them and injects them into the one shared slice when it loads, so that the shell, which every
// visitor downloads, does not carry them.
export * from './broadcast';
export * from './featured-games';
export * from './games';
export * from './logs';
export * from './payments';
export * from './planner';
export * from './planner-sheets';
export * from './templates';
