// The resume as the service thinks of it: one model that outlines are written from and parsed into,
// that uploaded files are read into, and that becomes Sections. Writer and parser are inverses.
import type { Locale } from '@resume/contract';

/** What a part of a resume is about; decides its canonical title, order and example content. */
export type PartKind =
  | 'basic'
  | 'summary'
  | 'work'
  | 'internship'
  | 'project'
  | 'education'
  | 'campus'
  | 'skills'
  | 'honors'
  | 'certificates'
  | 'other';

export interface KeyValue {
  key: string;
  value: string;
}

/** One entry of an entry part: a job, internship, project, school or campus activity. */
export interface ResumeEntry {
  /** Organisation, school or project name. */
  title: string;
  /** Role, or degree and major. */
  subTitle: string;
  /** Dates exactly as written (`2021-03`, `2021年3月`, `Mar 2021`); empty when absent. */
  startTime: string;
  endTime: string;
  bullets: string[];
  /** Where it was, when the reader found a place printed with the organisation ("Austin, TX", "深圳"). */
  place?: string;
  /** The place was printed in brackets after the name ("Amazon (Seattle, WA)"), and is written back so. */
  placeInBrackets?: true;
}

interface PartBase {
  kind: PartKind;
  /** The heading as written (or the canonical title in the document's language). */
  title: string;
}

export interface KVPart extends PartBase {
  shape: 'kv';
  items: KeyValue[];
}

export interface ListPart extends PartBase {
  shape: 'list';
  items: string[];
}

export interface EntriesPart extends PartBase {
  shape: 'entries';
  entries: ResumeEntry[];
}

export type ResumePart = KVPart | ListPart | EntriesPart;

export interface ResumeDocument {
  locale: Locale;
  /** The target job: the outline's first-level heading. */
  job: string;
  parts: ResumePart[];
}

/**
 * A bracketed prompt such as `[Your full name]` or `[手机号码]`: something still to be filled in.
 * No bracket inside: each `[` is tried up to the next bracket only, so a line of 65,000 `[` costs
 * one pass (with `[^\]\n]*` it cost one pass per `[`).
 */
export const PROMPT_PATTERN = /\[[^[\]\n]*\]/;

export function hasPrompt(text: string): boolean {
  return PROMPT_PATTERN.test(text);
}

/** True when the text is nothing but one or more prompts (and separators): the user wrote no fact. */
export function isOnlyPrompt(text: string): boolean {
  return (
    hasPrompt(text) && text.replace(/\[[^[\]\n]*\]/g, '').replace(/[\s,，、;；:：|｜/\-–—.。]/g, '') === ''
  );
}
