import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
  /** Small count or marker after the label. */
  badge?: ReactNode;
  disabled?: boolean;
}

interface TabsProps {
  tabs: TabItem[];
  /** Controlled selection by key; leave out for uncontrolled with `defaultKey`. */
  selectedKey?: string;
  defaultKey?: string;
  onChange?: (key: string) => void;
  className?: string;
  /** Extra classes for the panel area. */
  panelClassName?: string;
}

/** Tabs with arrow-key navigation (Headless UI TabGroup) keyed by string instead of index. */
export function Tabs({ tabs, selectedKey, defaultKey, onChange, className, panelClassName }: TabsProps) {
  const indexOf = (key: string | undefined) =>
    Math.max(
      0,
      tabs.findIndex((t) => t.key === key),
    );
  return (
    <TabGroup
      className={className}
      selectedIndex={selectedKey === undefined ? undefined : indexOf(selectedKey)}
      defaultIndex={indexOf(defaultKey)}
      onChange={(i) => onChange?.(tabs[i].key)}
    >
      {/* Tabs wrap rather than scroll, so none hides off screen: pills on a phone, an underlined row from md up. */}
      <TabList className="flex flex-wrap gap-1 md:-mb-px md:border-b md:border-slate-200">
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            disabled={tab.disabled}
            className={cx(
              'inline-flex shrink-0 items-center gap-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-800',
              'max-md:rounded-full max-md:bg-slate-100 max-md:py-1.5 max-md:data-selected:bg-indigo-600 max-md:data-selected:text-white',
              'md:border-b-2 md:border-transparent md:hover:border-slate-300 md:data-selected:border-indigo-600 md:data-selected:text-indigo-700',
              // The ring is drawn inside the tab, so no edge of the list can cut it off.
              'focus-visible:outline-offset-[-2px]',
              'data-disabled:cursor-not-allowed data-disabled:opacity-50',
            )}
          >
            {tab.label}
            {tab.badge !== undefined && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{tab.badge}</span>}
          </Tab>
        ))}
      </TabList>
      <TabPanels className={cx('pt-5', panelClassName)}>
        {tabs.map((tab) => (
          <TabPanel key={tab.key}>{tab.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
