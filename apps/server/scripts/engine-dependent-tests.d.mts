/** The server test files under `sourceRoot` whose outcome can depend on the database engine, sorted. */
export function engineDependentTests(sourceRoot: string): string[];
