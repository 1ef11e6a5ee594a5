// The id of the build this server runs (integrations/build-id.ts); 'dev' where nothing compiled it in (unit tests).
declare const __BUILD_ID__: string | undefined;

export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
