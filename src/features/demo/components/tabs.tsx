// Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop for the list, arrow keys, Home and
// End move between tabs and show their panel.
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export interface Tab<K extends string> {
  key: K;
  label: string;
  panel: () => ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0]!;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.indexOf(current);
    const target = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    refs.current.get(target.key)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} className="tabs">
        {tabs.map((tab) => {
          const isSelected = tab === current;
          return (
            <button
              type="button"
              key={tab.key}
              ref={(element) => {
                if (element) refs.current.set(tab.key, element);
                else refs.current.delete(tab.key);
              }}
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${id}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              className="tab"
              onClick={() => onSelect(tab.key)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${current.key}`}
        tabIndex={0}
        className="tab-panel"
      >
        {current.panel()}
      </div>
    </>
  );
}
