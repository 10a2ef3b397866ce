// The role screen's icon buttons: a 16px line icon, hidden from screen readers, with the action and
// its object as the button's name ("Rename Buyer"), shown as a tooltip too.
const PATHS = {
  plus: "M8 3v10M3 8h10",
  minus: "M3 8h10",
  rename: "M10.5 2.5l3 3L6 13H3v-3z",
  delete: "M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 9h5.6l.7-9",
} as const;

export type IconName = keyof typeof PATHS;

function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

interface IconButtonProps {
  icon: IconName;
  label: string;
  onClick(): void;
  expanded?: boolean;
}

export function IconButton({ icon, label, onClick, expanded }: IconButtonProps) {
  return (
    <button
      type="button"
      className={`icon-button icon-${icon}`}
      aria-label={label}
      title={label}
      aria-expanded={expanded}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
}
