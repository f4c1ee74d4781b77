/**
 * React (loaded with React Router) picks its development or production build from NODE_ENV the moment it is first
 * imported; unset, it would run the development build, several times slower to render. The shop runs as
 * production unless told otherwise (server/env.ts has the same default), so this module is imported first.
 */
process.env.NODE_ENV ??= 'production';

export {};
