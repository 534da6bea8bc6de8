// The tools of the resume MCP server, in the order an agent meets them. One entry per tool: a new tool is
// a file under tools/ and a line here, and both stdio (`resume mcp`) and the service's /mcp list it.
import type { ResumeTool } from './resume-tool.ts';
import { contentTool } from './tools/content.ts';
import { exportTool } from './tools/export.ts';
import { matchTool } from './tools/match.ts';
import { optimizeTool } from './tools/optimize.ts';
import { outlineTool } from './tools/outline.ts';
import { parseTool } from './tools/parse.ts';
import { taskCreateTool } from './tools/task-create.ts';
import { taskGetTool } from './tools/task-get.ts';

export const RESUME_TOOLS: readonly ResumeTool[] = [
  outlineTool,
  optimizeTool,
  taskCreateTool,
  taskGetTool,
  contentTool,
  exportTool,
  parseTool,
  matchTool,
];
