// export: a written task as a file (markdown, html, json-resume, pdf, docx): saved where the caller says
// (stdio), else text inline and binary files as an embedded resource, with the link to download it.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type ExportFormat, ExportFormatSchema, ExportTemplateSchema } from '@resume/contract';
import { Type } from '@sinclair/typebox';
import { createAPIError } from '../../errors.ts';
import type { ExportedFile } from '../../exported-file.ts';
import { encodeBase64 } from '../../upload.ts';
import { defineTool } from '../resume-tool.ts';
import { requiredArgument } from '../tool-arguments.ts';
import { TaskUidArguments } from './task-get.ts';

const TEXT_FORMATS: ReadonlySet<ExportFormat> = new Set(['markdown', 'html', 'json-resume']);

const ExportArguments = Type.Composite([
  TaskUidArguments,
  Type.Object({
    format: requiredArgument(ExportFormatSchema),
    template: Type.Optional(ExportTemplateSchema),
  }),
]);

const LocalExportArguments = Type.Composite([
  ExportArguments,
  Type.Object({
    path: Type.Optional(
      Type.String({
        minLength: 1,
        description:
          'Where to save the file on this computer, e.g. ~/Documents/resume.pdf (an absolute path is safest). The ' +
          'folder must exist and no file may be there yet. Without path, text formats come back inline and pdf/docx ' +
          'as an embedded file.',
      }),
    ),
  }),
]);

export const exportTool = defineTool({
  name: 'export',
  title: 'Export a written resume as a file',
  description:
    'Gives a task whose content has been written (call content first) as a file: markdown, html (one printable ' +
    'page), json-resume (JSON Resume 1.x), pdf (A4) or docx (Word, editable). Text formats come back as text; ' +
    'pdf and docx as an embedded file (base64), with the address to download it with the API key.',
  // Typed as the local shape: `run` checks `path` itself, since a remote server cannot write to the caller's disk.
  input: (local) => (local ? LocalExportArguments : (ExportArguments as typeof LocalExportArguments)),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run({ uid, format, template, path }, context) {
    const file = await context.client.tasks.export(uid, {
      format,
      ...(template ? { template } : {}),
      signal: context.signal,
    });
    if (path !== undefined) {
      // Refused before this on a remote site (the server checks); kept so no path can reach its disk.
      if (!context.files) throw createAPIError(40002, 'path is not available on this server.');
      const saved = await context.files.create(path, file.bytes);
      return { content: [{ type: 'text', text: `Saved ${describe(file)} to ${saved}.` }] };
    }
    if (TEXT_FORMATS.has(format))
      return { content: [{ type: 'text', text: new TextDecoder().decode(file.bytes) }] };
    return embedded(file, downloadUrl(context.serviceUrl, uid, format, template));
  },
});

function embedded(file: ExportedFile, url: string): CallToolResult {
  return {
    content: [
      {
        type: 'text',
        text: `${describe(file)}, attached below as an embedded resource (base64). It can also be downloaded from ${url} with the header "Authorization: Bearer <API key>".`,
      },
      {
        type: 'resource',
        resource: { uri: url, mimeType: mediaType(file), blob: encodeBase64(file.bytes) },
      },
    ],
  };
}

function describe(file: ExportedFile): string {
  return `"${file.fileName}" (${mediaType(file)}, ${file.bytes.length} bytes)`;
}

function mediaType(file: ExportedFile): string {
  return file.contentType.split(';')[0]!.trim();
}

function downloadUrl(
  serviceUrl: string,
  uid: string,
  format: ExportFormat,
  template: string | undefined,
): string {
  const query = new URLSearchParams({ format, ...(template ? { template } : {}) });
  return `${serviceUrl.replace(/\/+$/, '')}/api/v1/service/resume/task/${encodeURIComponent(uid)}/export?${query}`;
}
