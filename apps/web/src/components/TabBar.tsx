import { Tabs } from '@mantine/core';

/**
 * A row of tabs that only switches a list's filter (no panels): `label` names the tab list, and a
 * cleared selection falls back to the first tab.
 */
export function TabBar<T extends string>({
  value,
  tabs,
  label,
  onChange,
}: {
  value: T;
  tabs: readonly { value: T; label: string }[];
  label: string;
  onChange: (value: T) => void;
}) {
  return (
    <Tabs value={value} onChange={(v) => onChange((v as T | null) ?? tabs[0]!.value)}>
      <Tabs.List aria-label={label}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
