import type { SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_ICON_PATHS, type ActionIconType } from './action-icons';

/** 24×24 stroke icons drawn with currentColor so they follow the button's text colour. */
const CONTROL_PATHS = {
  add: 'M12 5v14M5 12h14',
  addAll: 'M9 4v10M4 9h10M15 10h5M15 15h5M10 20h10',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  export: 'M12 3v12M7 10l5 5 5-5M5 21h14',
  remove: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  popover: 'M12 8h.01M11 12h1v5h1M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  details: 'M4 6h16M4 12h16M4 18h10',
  confirm: 'M5 12l5 5L20 7',
  refuse: 'M6 6l12 12M18 6L6 18',
  warn: 'M12 4l9 16H3zM12 10v4M12 17h.01',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  toggleColumn: 'M4 4h16v16H4zM10 4v16M15 4v16',
  toggleGroupPanel: 'M4 5h16M7 10h13M10 15h10M10 20h10',
  close: 'M6 6l12 12M18 6L6 18',
  chevronRight: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  sortAsc: 'M12 19V5M6 11l6-6 6 6',
  sortDesc: 'M12 5v14M6 13l6 6 6-6',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
} as const;

const PATHS = { ...CONTROL_PATHS, ...ACTION_ICON_PATHS };

export type IconName = keyof typeof PATHS;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
  /** An accessible name: the icon becomes an image with a <title>. Without it the icon is decorative. */
  label?: string;
}

/**
 * Decorative by default (aria-hidden): the button that holds it carries the accessible name. A className is added
 * to `portico-icon`, which every icon keeps.
 */
export function Icon({ name, size = 18, label, className, ...rest }: IconProps) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className ? `portico-icon ${className}` : 'portico-icon'}
      {...named}
      {...rest}
    >
      {label && <title>{label}</title>}
      <path d={PATHS[name]} />
    </svg>
  );
}

export interface ActionIconProps extends Omit<IconProps, 'name' | 'label'> {
  type: ActionIconType;
  /** Inside a control that already names the action (a link with its title), the icon stays silent. */
  decorative?: boolean;
}

/** An action icon type of spec 001 with its translated accessible name (toolkit:icons.<type>). */
export function ActionIcon({ type, decorative = false, ...rest }: ActionIconProps) {
  const { t } = useTranslation('toolkit');
  return <Icon name={type} label={decorative ? undefined : t(`icons.${type}`)} {...rest} />;
}
