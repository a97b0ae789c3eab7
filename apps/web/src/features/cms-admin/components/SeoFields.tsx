import type { SeoFields as SeoFieldValues } from '@markwell/contracts/cms';
import { SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { ChangeEvent } from 'react';

export type SeoFormValues = Record<keyof SeoFieldValues, string>;

export const SEO_KEYS = [
  'meta_title',
  'meta_description',
  'meta_keywords',
  'meta_author',
  'og_title',
  'og_description',
  'og_type',
  'og_url',
  'og_image_alt',
  'twitter_title',
  'twitter_description',
  'twitter_creator',
  'twitter_site',
  'twitter_card',
  'twitter_image_alt',
] as const satisfies readonly (keyof SeoFieldValues)[];

export function seoFormValues(from: Partial<Record<keyof SeoFieldValues, string | null>> | undefined): SeoFormValues {
  return Object.fromEntries(SEO_KEYS.map((k) => [k, from?.[k] ?? ''])) as SeoFormValues;
}

/** The API body: '' becomes null (cleared). */
export function seoBody(values: SeoFormValues): SeoFieldValues {
  return Object.fromEntries(
    SEO_KEYS.map((k) => [k, values[k].trim() === '' ? null : values[k].trim()]),
  ) as SeoFieldValues;
}

interface FieldDef {
  key: (typeof SEO_KEYS)[number];
  label: string;
  max: number;
  long?: boolean;
  placeholder?: string;
}

const GROUPS: { title: string; fields: FieldDef[] }[] = [
  {
    title: 'Search engines',
    fields: [
      { key: 'meta_title', label: 'Meta title', max: 200 },
      { key: 'meta_description', label: 'Meta description', max: 500, long: true },
      { key: 'meta_keywords', label: 'Meta keywords', max: 500, placeholder: 'exams, marking, schools' },
      { key: 'meta_author', label: 'Meta author', max: 200 },
    ],
  },
  {
    title: 'Open Graph (link previews)',
    fields: [
      { key: 'og_title', label: 'OG title', max: 200 },
      { key: 'og_description', label: 'OG description', max: 500, long: true },
      { key: 'og_type', label: 'OG type', max: 50, placeholder: 'website' },
      { key: 'og_url', label: 'OG URL', max: 1000, placeholder: 'https://…' },
      { key: 'og_image_alt', label: 'OG image alt text', max: 300 },
    ],
  },
  {
    title: 'Twitter card',
    fields: [
      { key: 'twitter_title', label: 'Twitter title', max: 200 },
      { key: 'twitter_description', label: 'Twitter description', max: 500, long: true },
      { key: 'twitter_creator', label: 'Twitter creator', max: 100, placeholder: '@markwell' },
      { key: 'twitter_site', label: 'Twitter site', max: 100, placeholder: '@markwell' },
      { key: 'twitter_card', label: 'Twitter card', max: 50, placeholder: 'summary_large_image' },
      { key: 'twitter_image_alt', label: 'Twitter image alt text', max: 300 },
    ],
  },
];

/** Every SEO field of a page (meta, Open Graph, Twitter card), grouped. */
export function SeoFields({
  values,
  onChange,
  errors,
}: {
  values: SeoFormValues;
  onChange: (key: (typeof SEO_KEYS)[number], value: string) => void;
  errors: Record<string, string>;
}) {
  return (
    <Stack gap="lg">
      {GROUPS.map((g) => (
        <Stack key={g.title} gap="xs">
          <Title order={3} size="h5">
            {g.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {g.fields.map((f) => {
              const common = {
                label: f.label,
                name: f.key,
                value: values[f.key],
                maxLength: f.max,
                error: errors[f.key],
                onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                  onChange(f.key, e.currentTarget.value),
              };
              return f.long ? (
                <Textarea key={f.key} {...common} autosize minRows={2} />
              ) : (
                <TextInput key={f.key} {...common} placeholder={f.placeholder} />
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
      <Text size="xs" c="dimmed">
        Empty fields fall back to the page title and the site defaults.
      </Text>
    </Stack>
  );
}
