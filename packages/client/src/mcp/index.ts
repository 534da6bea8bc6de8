// The MCP server of the resume service (`@resume/client/mcp`): the tools, and the server that runs them
// over any transport. Needs the optional peer dependency @modelcontextprotocol/sdk.
export { createResumeMcpServer, type ResumeMcpServerOptions } from './create-mcp-server.ts';
export { defineTool, type LocalFiles, type ResumeTool, type ToolContext } from './resume-tool.ts';
export { RESUME_TOOLS } from './resume-tools.ts';
export { type StdioServerOptions, serveMcpOverStdio } from './stdio-server.ts';
