// The MCP tools the service serves at /mcp: the very definitions `resume mcp` (stdio) serves, from the client
// package's sources. Imported by path, not by package name: @resume/client's exports point at its published
// build (dist/), which the workspace does not build; tsx runs these sources in development and tests, and
// `npm run build` bundles them into the module that imports them (src/cli/build.ts).
export { createResumeMcpServer } from '../../../client/src/mcp/create-mcp-server.ts';
export { ResumeClient } from '../../../client/src/resume-client.ts';
