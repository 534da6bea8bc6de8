// The shape of a corpus item (one model answer to one of the service's real requests, with its labels),
// and the loader for the stored JSON files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Family = 'frontier' | 'local7b' | 'reasoning' | 'chatty';
export type Operation = 'outline' | 'optimize' | 'content';
export type ClaimKind =
  | 'organisation'
  | 'degree'
  | 'title'
  | 'certificate'
  | 'number'
  | 'personal'
  | 'contact'
  | 'example'
  | 'injection';

/** One completion as the provider streams it. */
export interface Reply {
  dialect: 'openai' | 'deepseek' | 'qwen3' | 'ollama' | 'vllm';
  /** The visible content, thinking tags included when the model writes them there. */
  text: string;
  /** DeepSeek's reasoning_content, streamed before the text. */
  reasoning?: string;
  /** finish_reason of the last chunk. */
  finish: 'stop' | 'length';
  /** Characters per chunk. */
  chunk: number;
}

export interface CorpusItem {
  id: string;
  family: Family;
  operation: Operation;
  locale: 'en-US' | 'zh-CN';
  /** The source resume or template job; held-out items share none with the rest. */
  source: string;
  heldOut: boolean;
  /** What the client sends: ai-template job and type, the optimize upload, or the content task's outline. */
  request: { job?: string; type?: 'intern' | 'campus' | 'social'; upload?: string; outline?: string };
  /** The provider's answers to the service's requests, in order: the first is the answer under test; later
   * ones answer a follow-up (the rest of a cut answer; a retry in the right language). Requests beyond these
   * fail with a 500. */
  replies: Reply[];
  /** The planted faults, by name. */
  faults: string[];
  labels: {
    /** Claims the model invented (or was injected into writing): none may reach the client. */
    invented: { kind: ClaimKind; marker: string }[];
    /** Real facts that must reach the client, under the entry whose title holds `entry` when given. */
    /** `alsoElsewhere`: the fact is named in another entry's lines too, so finding it there is no move. */
    mustSurvive: { fact: string; entry?: string; alsoElsewhere?: true }[];
    /** Thinking, chatter and plan fragments that must never reach the client. */
    leaks: string[];
    /** The outline's expected first-level heading (outline and optimize). */
    h1?: string;
    language: 'en' | 'zh';
    /** Content: the sections a complete answer has. */
    sections?: number;
    /** A truncated answer's last line as the model left it: never sent as a final line. */
    halfLine?: string;
    /** Text of the user's own outline that may be echoed (an injected note in content). */
    userText?: string;
  };
}

export const CORPUS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'answers');

export function loadCorpus(directory = CORPUS_DIR): CorpusItem[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as CorpusItem[]);
}

/** Whether `text` states `marker`: short upper-case markers ("MA", "PMP") as whole words with their case,
 * numbers not as the end of a longer number, others anywhere, ignoring case. */
export function containsMarker(text: string, marker: string): boolean {
  if (/^[A-Z][A-Z0-9]{1,4}$/.test(marker))
    return new RegExp(`(?<![A-Za-z0-9])${marker}(?![A-Za-z0-9])`).test(text);
  // "9%" is not stated by "19%".
  if (/^\d/.test(marker))
    return new RegExp(`(?<!\\d)${marker.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}`, 'i').test(text);
  return text.toLowerCase().includes(marker.toLowerCase());
}
