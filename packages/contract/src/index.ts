// The wire contract shared by the server and the client SDK. No Node APIs here.
export * from './errors.ts';
export * from './export-formats.ts';
export * from './match.ts';
export * from './requests.ts';
export * from './responses.ts';
export * from './sections.ts';
export * from './upload-types.ts';
