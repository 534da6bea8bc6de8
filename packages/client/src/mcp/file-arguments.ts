// The resume file a tool reads (optimize, parse): a path on the caller's machine (stdio only), or the
// bytes in base64 with a name or type; turned into the API's upload fields.
import { normalizeUploadFileType, ParseRequestSchema } from '@resume/contract';
import { type Static, type TString, Type } from '@sinclair/typebox';
import { createAPIError } from '../errors.ts';
import { toUpload, type Upload } from '../upload.ts';
import type { ToolContext } from './resume-tool.ts';
import { requiredArgument } from './tool-arguments.ts';

const path = Type.String({
  minLength: 1,
  description:
    'The resume file on this computer, e.g. /Users/ada/cv.pdf or ~/cv.docx (an absolute path is safest). ' +
    'Give this or content.',
});
const { uploadContent, uploadFileType } = ParseRequestSchema.properties;

const content: TString = {
  ...requiredArgument(
    uploadContent,
    'The file itself, base64-encoded (at most 10 MiB decoded). Give fileName or fileType with it.',
  ),
  minLength: 1,
};
const fileName = Type.String({
  minLength: 1,
  maxLength: 255,
  description: 'The file\'s name, e.g. "cv.pdf": its extension tells the type when fileType is not given.',
});
const fileType = requiredArgument(uploadFileType, `The file's type: ${uploadFileType.description}`);

const LocalFileArguments = Type.Object({
  path: Type.Optional(path),
  content: Type.Optional(content),
  fileName: Type.Optional(fileName),
  fileType: Type.Optional(fileType),
});
export type FileArguments = Static<typeof LocalFileArguments>;

/**
 * The file fields of a tool's arguments. A remote server (HTTP) has no access to the caller's disk, so it
 * takes only the bytes, and `content` is required there.
 */
export function fileArguments(local: boolean) {
  if (local) return LocalFileArguments;
  // Typed as the local shape: `run` is written once for both, and checks `path` itself.
  return Type.Object({
    content,
    fileName: Type.Optional(fileName),
    fileType: Type.Optional(fileType),
  }) as unknown as typeof LocalFileArguments;
}

/** The upload fields for the file the arguments name; mistakes are refused with the API's codes. */
export async function uploadOf(args: FileArguments, context: ToolContext): Promise<Upload> {
  if (args.path !== undefined) {
    // The server refuses a path before this on a remote site; this guard keeps its disk out of reach regardless.
    if (!context.files) throw createAPIError(40002, 'path is not available on this server.');
    if (args.content !== undefined) throw createAPIError(40002, 'Give path or content, not both.');
    const { bytes, name } = await context.files.read(args.path);
    return typedUpload(bytes, args, args.fileName ?? name);
  }
  if (args.content === undefined) {
    throw createAPIError(40002, context.files ? 'path or content is required.' : 'content is required.');
  }
  const told = toldFileType(args);
  // The type is known: the base64 goes on as it came. Decoding megabytes only to encode them again would
  // hold the event loop (of the service, for /mcp) for nothing; the service checks the bytes itself.
  if (told) return { uploadFileType: told, uploadContent: args.content };
  return typedUpload(decodeBase64(args.content), args, args.fileName);
}

/** The type given by fileType, or by the extension of fileName when it is a resume type. */
function toldFileType(args: FileArguments) {
  if (args.fileType !== undefined) return normalizeUploadFileType(args.fileType);
  const extension = args.fileName?.match(/\.([A-Za-z0-9]{1,8})$/)?.[1];
  return extension ? normalizeUploadFileType(extension) : undefined;
}

/** The SDK's own typing of bytes (name, then the first bytes), its refusals as 41501. */
async function typedUpload(
  bytes: Uint8Array,
  args: FileArguments,
  name: string | undefined,
): Promise<Upload> {
  try {
    return await toUpload(bytes, { fileType: args.fileType, fileName: name });
  } catch (error) {
    if (error instanceof TypeError) throw createAPIError(41501, error.message);
    throw error;
  }
}

function decodeBase64(text: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(text.replace(/\s+/g, ''));
  } catch {
    throw createAPIError(40004, 'content is not valid base64.');
  }
  if (binary.length === 0) throw createAPIError(40004, 'content decodes to nothing.');
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
