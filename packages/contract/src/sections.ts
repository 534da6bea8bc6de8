// Section (spec 2.3/2.4): the unit of resume content, as TypeBox schemas and their types.
import { type Static, Type } from '@sinclair/typebox';

export const KVItemSchema = Type.Object({ key: Type.String(), value: Type.String() });

export const ListContentSchema = Type.Object({ items: Type.Array(Type.String()) });

export const ListFormItemSchema = Type.Object({
  title: Type.String(),
  subTitle: Type.String(),
  startTime: Type.String({
    description: 'Free-form date text exactly as written (e.g. 2021-03, 2021年3月).',
  }),
  endTime: Type.String({ description: 'Same as startTime; may be 至今 / Present.' }),
  list: ListContentSchema,
});

export const KVSectionSchema = Type.Object({
  type: Type.Literal('kv'),
  title: Type.String(),
  content: Type.Array(KVItemSchema),
  id: Type.String(),
});

export const ListSectionSchema = Type.Object({
  type: Type.Literal('list'),
  title: Type.String(),
  content: ListContentSchema,
  id: Type.String(),
});

export const ListFormSectionSchema = Type.Object({
  type: Type.Literal('listForm[]'),
  title: Type.String(),
  content: Type.Array(ListFormItemSchema),
  id: Type.String(),
});

export const SectionSchema = Type.Union([KVSectionSchema, ListSectionSchema, ListFormSectionSchema], {
  description: 'One titled part of a resume; `type` decides the shape of `content` (spec 2.4).',
});

export type KVItem = Static<typeof KVItemSchema>;
export type ListFormItem = Static<typeof ListFormItemSchema>;
export type KVSection = Static<typeof KVSectionSchema>;
export type ListSection = Static<typeof ListSectionSchema>;
export type ListFormSection = Static<typeof ListFormSectionSchema>;
export type Section = KVSection | ListSection | ListFormSection;
export type SectionType = Section['type'];
